<?php
namespace App;

use function Foo\helper;
use function Foo\other as alias;
use const Foo\MAX;
use const Foo\MIN as LOWEST;
