<?php
// Fiber::suspend() inside __debugInfo (var_dump, print_r, var_export, debug_zval-free dumps)
class D {
    public $hidden = 'h';
    public function __construct(private string $tag) {}
    public function __debugInfo() {
        $r = Fiber::suspend("debugInfo {$this->tag}");
        return ['tag' => $this->tag, 'resumed' => $r];
    }
}
function drive(Fiber $f) {
    $v = $f->start();
    $i = 0;
    while (!$f->isTerminated()) { echo "  [suspended: $v]\n"; $v = $f->resume("r" . ++$i); }
    return $f->getReturn();
}
drive(new Fiber(function () {
    var_dump(new D('one'));
    var_dump(1, new D('two'), [new D('three'), 'x' => new D('four')], "end");
    print_r([new D('five')]);
    echo "\n";
    echo print_r(new D('six'), true), "\n";
    var_export(new D('seven'));
    echo "\n";
}));
echo "done\n";
