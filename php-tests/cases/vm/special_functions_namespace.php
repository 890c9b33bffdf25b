<?php
namespace Foo;
function strlen($x) { return "mine"; }
var_dump(strlen("abc"), \strlen("abc"), count([1]));
var_dump(is_int(1), \is_int(2));
