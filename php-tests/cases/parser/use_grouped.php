<?php
namespace App;

use Foo\{Bar, Baz as B, Sub\Deep};
use function Foo\{f, g as h};
use const Foo\{A, B as C};
