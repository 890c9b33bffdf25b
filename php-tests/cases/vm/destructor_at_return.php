<?php
// A destructor runs where the last reference goes: right at the callee's return, still
// inside the caller's try block.
class D {
    public function __construct(private string $n) {}
    public function __destruct() {
        echo "destruct ", $this->n, "\n";
        throw new Exception("from destructor " . $this->n);
    }
}
function make(string $n): void { $d = new D($n); }
try {
    make("a");
} catch (Exception $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
try {
    (function () { $d = new D("b"); })();
} catch (Exception $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
function loop_make(): int {
    $n = 0;
    for ($i = 0; $i < 3; $i++) {
        try {
            make("l$i");
        } catch (Exception $e) {
            $n++;
            echo "loop caught ", $e->getMessage(), "\n";
        }
    }
    return $n;
}
var_dump(loop_make());
echo "end\n";
