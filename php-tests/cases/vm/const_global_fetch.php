<?php
// constants, `$obj::CONST` and `$GLOBALS['v']` read in loops (site caches) with their
// slow cases
const K = 3;
define('D', [1, 2]);
define('S', "str");

interface I { const IC = 'i'; }
class A implements I {
    const X = 1;
    const ARR = [1];
    const OBJ = E::One;
    protected const PROT = 'p';
    private const PRIV = 'v';
    #[\Deprecated("use X")]
    const OLD = 0;
    function read() {
        $out = [];
        for ($i = 0; $i < 2; $i++) {
            $out[] = $this::X;
            $out[] = $this::IC;
            $out[] = $this::ARR;
            $out[] = $this::PROT;
            $out[] = $this::OLD;
            $out[] = static::X;
        }
        return json_encode($out);
    }
    function priv() {
        return $this::PRIV;
    }
}
class B extends A {
    const X = 2;
    function readPriv() {
        try {
            return $this::PRIV;
        } catch (Error $e) {
            return $e->getMessage();
        }
    }
}
enum E: string {
    case One = 'one';
    case Two = 'two';
    const ALIAS = self::Two;
    function read() {
        return [$this::One, $this::ALIAS, $this::Two->value];
    }
}

echo (new A)->read(), "\n";
echo (new B)->read(), "\n";
echo (new A)->read(), "\n";
try {
    echo (new B)->priv(), "\n";
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
echo (new A)->priv(), "\n";
echo (new B)->readPriv(), "\n";
var_dump(E::One->read());
$objs = [new A, new B, new A];
foreach ($objs as $o) {
    echo $o::X, $o::IC, "\n";
}
try {
    $s = "str";
    echo $s::X;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
try {
    $n = 5;
    echo $n::X;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
foreach ([new A, new B] as $o) {
    try {
        echo $o::NOPE;
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}

function consts() {
    for ($i = 0; $i < 3; $i++) {
        echo K, S, json_encode(D), PHP_INT_SIZE, "\n";
        if ($i == 1) {
            try {
                echo LATER, "\n";
            } catch (Error $e) {
                echo $e->getMessage(), "\n";
            }
            define('LATER', 'now');
        }
    }
}
consts();
consts();

$g = 1;
$arr = [1, 2];
$unset = 1;
function globals() {
    $out = [];
    for ($i = 0; $i < 3; $i++) {
        $out[] = $GLOBALS['g'];
        $out[] = $GLOBALS['arr'];
        $out[] = $GLOBALS['made'] ?? 'none';
        $GLOBALS['g']++;
        if ($i == 0) {
            $GLOBALS['made'] = 'yes';
        }
    }
    echo json_encode($out), "\n";
    var_dump($GLOBALS['unset']);
    unset($GLOBALS['unset']);
    var_dump($GLOBALS['unset']);
    $n = 'g';
    var_dump($GLOBALS[$n], $GLOBALS['g' . ''], $GLOBALS['nope']);
}
globals();
$ref = &$g;
$g = 'through ref';
globals();
function bind() {
    global $g;
    $g = 'bound';
    return $GLOBALS['g'];
}
var_dump(bind());
for ($i = 0; $i < 3; $i++) {
    $GLOBALS['top'] = $i;
    echo $GLOBALS['top'], $GLOBALS['g'], "\n";
}
$code = 'return $GLOBALS["top"] . $GLOBALS["arr"][1];';
echo eval($code), "\n";
$fn = function () {
    return [$GLOBALS['top'], $GLOBALS['undefined_here'] ?? 'q'];
};
var_dump($fn());
