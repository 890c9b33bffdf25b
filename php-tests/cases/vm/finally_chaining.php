<?php
function chain($e) {
    $out = [];
    while ($e) {
        $out[] = get_class($e) . ": " . $e->getMessage();
        $e = $e->getPrevious();
    }
    echo implode(" <- ", $out), "\n";
}

function t1() {
    try {
        throw new Exception("try");
    } finally {
        throw new RuntimeException("finally");
    }
}
try { t1(); } catch (Exception $e) { chain($e); }

function t2() {
    try {
        try {
            throw new Exception("a");
        } catch (Exception $e) {
            throw new LogicException("b");
        } finally {
            throw new Error("c");
        }
    } catch (Throwable $t) {
        chain($t);
    } finally {
        echo "outer finally\n";
    }
    return "t2 done";
}
echo t2(), "\n";

function t3() {
    try {
        throw new Exception("discarded");
    } finally {
        return "finally wins";
    }
}
echo t3(), "\n";

function t4() {
    try {
        try {
            return "inner";
        } finally {
            echo "f1\n";
        }
    } finally {
        echo "f2\n";
        return "outer";
    }
}
echo t4(), "\n";

function t5() {
    try {
        throw new Exception(1);
    } finally {
        try {
            try {
            } finally {
                return 42;
            }
        } finally {
            throw new Exception(2);
        }
    }
}
try { var_dump(t5()); } catch (Exception $e) { chain($e); }

function t6($throw) {
    try {
        try {
            goto out;
        } finally {
            echo "goto finally\n";
            if ($throw) throw new Exception("from finally");
        }
    } catch (Exception $e) {
        echo "caught ", $e->getMessage(), "\n";
        return "r1";
    } finally {
        echo "outer\n";
    }
out:
    echo "label\n";
    return "r2";
}
var_dump(t6(false), t6(true));

function t7() {
    $n = 0;
    again: try {
        $n++;
        if ($n < 3) goto again;
    } finally {
        echo "t7 finally $n\n";
    }
    try {
        goto inside;
        echo "skipped\n";
        inside:
        echo "inside\n";
    } finally {
        echo "t7 last\n";
    }
}
t7();

class D {
    function __construct(public $n) {}
    function __destruct() { echo "destruct {$this->n}\n"; }
}
function t8() {
    foreach ([1, 2] as $i) {
        try {
            foreach ([new D($i)] as $d) {
                $d = null;
                try {
                    if ($i == 1) continue 2;
                    break 2;
                } finally {
                    echo "inner finally $i\n";
                }
            }
        } finally {
            echo "outer finally $i\n";
        }
    }
    echo "t8 end\n";
}
t8();

function t9() {
    for ($i = 0; $i < 3; $i++) {
        try {
            try {
                throw new Exception("e$i");
            } finally {
                if ($i == 1) { echo "one\n"; }
                echo "finally $i\n";
            }
        } catch (Exception $e) {
            echo "caught ", $e->getMessage(), "\n";
        }
    }
    echo "i=$i\n";
}
t9();
