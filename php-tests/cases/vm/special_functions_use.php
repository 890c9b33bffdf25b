<?php
namespace Foo {
    function strlen($x) { return "Foo\\strlen"; }
    function count($x) { return "Foo\\count"; }
}
namespace Bar {
    var_dump(strlen("abc"), count([1, 2]));
}
namespace {
    use function Foo\strlen;
    var_dump(strlen("abc"), \strlen("abc"), count([1, 2]), \Foo\count(1));
    function g() { return STRLEN("xy") + Count([1]) + SIZEOF([1, 2]); }
    var_dump(g());
}
