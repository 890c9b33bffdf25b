<?php
namespace App;

use Foo\Bar;
use Foo\Baz as Qux;
use \Leading\Slash;
