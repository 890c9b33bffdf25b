<?php
// Fiber::suspend() inside autoloaders run for `new`, a class constant, a static property or call:
// the op runs again once they returned (and a class they did not declare is not autoloaded twice)
spl_autoload_register(function ($c) { echo "loader1 $c\n"; $r = Fiber::suspend("load1 $c"); echo "loader1 resumed $r\n"; });
spl_autoload_register(function ($c) {
    echo "loader2 $c\n";
    Fiber::suspend("load2 $c");
    if ($c === 'Found') { eval('class Found { const X = 7; static $p = 3; static function m() { return "m"; } function __construct() { echo "ctor\n"; } }'); }
});
function drive(Fiber $f) {
    $v = $f->start();
    $i = 0;
    while (!$f->isTerminated()) { echo "  [suspended: $v]\n"; $v = $f->resume("r" . ++$i); }
    return $f->getReturn();
}
var_dump(drive(new Fiber(function () {
    $o = new Found;
    return [get_class($o), Found::X, Found::$p, Found::m()];
})));
var_dump(drive(new Fiber(function () {
    try { return new Missing; } catch (Error $e) { return $e->getMessage(); }
})));
var_dump(drive(new Fiber(function () {
    try { return Missing2::X; } catch (Error $e) { return $e->getMessage(); }
})));
var_dump(drive(new Fiber(function () {
    try { return Missing3::m(); } catch (Error $e) { return $e->getMessage(); }
})));
