<?php
// objects made by destructors during end-of-script destruction take fresh handles and
// are destructed in the same pass (php's no-reuse rule for the object store)
class Inner { public function __construct(public $n) {} public function __destruct() { echo "inner {$this->n}\n"; } }
class Maker {
    public $made = [];
    public function __construct(public $n) {}
    public function __destruct() {
        echo "maker {$this->n}\n";
        $this->made[] = new Inner($this->n . 'a');
        $this->made[] = new Inner($this->n . 'b');
    }
}
class Holder { public static $keep; }
$plain = new stdClass;
$freed = new Inner('freed');
unset($freed);
Holder::$keep = new Maker('static');
$m = new Maker('global');
$m2 = $m;
echo "end\n";
