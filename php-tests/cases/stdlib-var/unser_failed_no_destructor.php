<?php
// An object whose data failed to parse (with __wakeup or __unserialize), whose __wakeup or
// __unserialize threw, or whose delayed call was skipped after such a failure, never has
// its destructor run; other objects do.
#[AllowDynamicProperties]
class W {
    public function __construct(public string $n = '') {}
    public function __wakeup() { echo "wakeup {$this->n}\n"; if ($this->n === 'bad') throw new Exception("no {$this->n}"); }
    public function __destruct() { echo "dtor W {$this->n}\n"; }
}
class U {
    public $n;
    public function __unserialize(array $d) { $this->n = $d['n'] ?? '?'; echo "unserialize {$this->n}\n"; if ($this->n === 'bad') throw new Exception("no {$this->n}"); }
    public function __destruct() { echo "dtor U {$this->n}\n"; }
}
class P {
    public $n;
    public function __destruct() { echo "dtor P {$this->n}\n"; }
}
$cases = [
    'O:1:"W":1:{s:10:"";}',
    'O:1:"W":2:{i:0;R:1;s:10:"";}',
    'O:1:"U":1:{s:1:"n";s:1:"x"',
    'O:1:"P":1:{s:1:"n";s:1:"p";',
    'a:3:{i:0;O:1:"W":1:{s:1:"n";s:1:"a";}i:1;O:1:"W":1:{s:1:"n";s:3:"bad";}i:2;O:1:"W":1:{s:1:"n";s:1:"c";}}',
    'a:3:{i:0;O:1:"U":1:{s:1:"n";s:1:"a";}i:1;O:1:"U":1:{s:1:"n";s:3:"bad";}i:2;O:1:"U":1:{s:1:"n";s:1:"c";}}',
    'a:2:{i:0;O:1:"P":1:{s:1:"n";s:1:"q";}i:1;O:1:"W":1:{s:1:"n";s:3:"bad";}}',
    'a:2:{i:0;O:1:"W":1:{s:1:"n";s:2:"ok";}i:1;O:1:"U":1:{s:1:"n";s:2:"ok";}}',
];
foreach ($cases as $s) {
    echo "-- $s\n";
    try {
        $v = unserialize($s);
        var_dump(is_array($v) ? count($v) : $v);
        unset($v);
    } catch (Exception $e) {
        echo "caught ", $e->getMessage(), "\n";
    }
    unset($e);
}
echo "end\n";
