<?php
class MyEx extends InvalidArgumentException {
    public function __construct(string $m, private string $extra = 'x') { parent::__construct($m, 42); }
    public function getExtra() { return $this->extra; }
}
function a() { b(); }
function b() { throw new MyEx('inner'); }
try { a(); } catch (LogicException $e) {
    var_dump(get_class($e), $e->getMessage(), $e->getCode(), $e->getExtra(), $e->getLine(), basename($e->getFile()), $e->getPrevious());
    echo $e->getTraceAsString(), "\n";
    var_dump(count($e->getTrace()), $e->getTrace()[0]['function']);
}
$prev = new RuntimeException('first', 1);
$e = new Exception('second', 2, $prev);
var_dump($e->getPrevious() === $prev, $e->getPrevious()->getMessage());
echo get_class($e), "\n";
$s = (string)$e;
echo preg_replace('/#\d+ .*/', '#N', $s), "\n";
try { throw new Exception(code: 5); } catch (Exception $x) { var_dump($x->getMessage(), $x->getCode()); }
try { new Exception([]); } catch (TypeError $x) { echo get_class($x), ": ", $x->getMessage(), "\n"; }
try { new Exception('m', 'c'); } catch (TypeError $x) { echo get_class($x), ": ", $x->getMessage(), "\n"; }
try { throw new stdClass; } catch (Error $x) { echo get_class($x), ": ", $x->getMessage(), "\n"; }
try { throw null; } catch (Error $x) { echo get_class($x), ": ", $x->getMessage(), "\n"; }
class NotThrowable {}
try { $f = fn() => throw new NotThrowable; $f(); } catch (Error $x) { echo get_class($x), ": ", $x->getMessage(), "\n"; }
try {
    try { throw new Exception('a'); }
    finally { echo "finally runs\n"; }
} catch (Exception $x) { echo "caught ", $x->getMessage(), "\n"; }
try { throw new TypeError('custom type'); } catch (TypeError | ValueError $x) { echo get_class($x), ": ", $x->getMessage(), "\n"; }
var_dump(new Exception('dump', 3) instanceof Throwable);
