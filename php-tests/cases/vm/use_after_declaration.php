<?php
// a `use` may not import a name the file already declared in this namespace
namespace Foo;
const C = 1;
use const Bar\C;
function f() {}
class K {}
use Bar\k as Other;
use function Bar\g;
echo "compiled\n";
use function Bar\f;
