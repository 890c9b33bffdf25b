<?php
namespace App;

use Foo\{
    Bar,
    Baz,
};
