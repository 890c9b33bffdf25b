<?php
namespace Lib\Util {
    const VERSION = "1.2";
    const E_ALL = "shadowed";
    function greet(string $n): string { return "hi $n"; }
    function strlen(string $s): int { return -1; }
}
namespace Lib\Util\Sub {
    function deep(): string { return __FUNCTION__; }
    const DEPTH = 2;
}
namespace App {
    use function Lib\Util\greet;
    use function Lib\Util\greet as hello;
    use const Lib\Util\VERSION;
    use const Lib\Util\VERSION as V;
    use Lib\Util;
    use function Lib\Util\{strlen};
    use const Lib\Util\{E_ALL as LIB_E_ALL};
    var_dump(greet("a"), hello("b"), VERSION, V);
    var_dump(Util\greet("c"), Util\Sub\deep(), Util\Sub\DEPTH, \Lib\Util\VERSION);
    var_dump(strlen("abc"), \strlen("abc"), LIB_E_ALL, E_ALL, \E_ALL, INI_ALL, PHP_INT_SIZE);
    const INI_ALL = "mine";
    var_dump(INI_ALL, \INI_ALL, namespace\INI_ALL);
    function f($x = VERSION, $y = Util\Sub\DEPTH) { return [$x, $y]; }
    var_dump(f());
    try { var_dump(Util\missing()); } catch (\Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { var_dump(Util\MISSING); } catch (\Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
