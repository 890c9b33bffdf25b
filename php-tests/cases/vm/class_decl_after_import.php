<?php
// a class may not take a name a `use` imported from elsewhere
namespace Foo;
use Bar\Baz;
use Foo\Same;
class Same {}
echo "not reached\n";
interface Baz {}
