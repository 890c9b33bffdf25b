<?php
// Prints the oracle's answers for the value layer's matrix: operators over a set of operand
// values, casts, array keys, float formatting, string increment and array sequences.
// Run only under the PHP 8.5 oracle (vm/tests/regen-values.sh); never edit expected.txt.
//
// Line format:  SECTION OP OPERAND... => RESULT {L: diagnostic}...
// Operands are encoded so the Rust test can rebuild them exactly:
//   n  null      b0/b1  bool      i<int>      f<16 hex digits: IEEE bits, big-endian>
//   s<hex bytes> string (s alone is "")      a[<key>=<value>,...] array
// RESULT is var_export for scalars (strings outside printable ASCII as x'hex'), arrays as
// [k => v, ...]; a throwable is !Class: message. Diagnostics follow in order: W warning,
// N notice, D deprecated.

$oracle = $argv[1] ?? 'unknown';
echo "# Expected results of the value-layer matrix (vm/tests/values_oracle.rs).\n";
echo "# Made by vm/tests/values/gen_expected.php under the oracle: PHP ", PHP_VERSION, " via ", $oracle, "\n";

$log = [];
set_error_handler(function (int $no, string $msg) use (&$log): bool {
    $log[] = [$no, $msg];
    return true;
});

function enc(mixed $v): string
{
    if ($v === null) return 'n';
    if (is_bool($v)) return $v ? 'b1' : 'b0';
    if (is_int($v)) return 'i' . $v;
    if (is_float($v)) return 'f' . bin2hex(pack('E', $v));
    if (is_string($v)) return 's' . bin2hex($v);
    $parts = [];
    foreach ($v as $k => $x) {
        $parts[] = enc($k) . '=' . enc($x);
    }
    return 'a[' . implode(',', $parts) . ']';
}

function show(mixed $v): string
{
    if (is_array($v)) {
        $parts = [];
        foreach ($v as $k => $x) {
            $parts[] = show($k) . ' => ' . show($x);
        }
        return '[' . implode(', ', $parts) . ']';
    }
    if (is_string($v) && preg_match('/[^\x20-\x7e]/', $v)) {
        return "x'" . bin2hex($v) . "'";
    }
    return var_export($v, true);
}

function run(Closure $f): string
{
    global $log;
    $log = [];
    try {
        $r = show($f());
    } catch (Throwable $e) {
        $r = '!' . get_class($e) . ': ' . $e->getMessage();
    }
    foreach ($log as [$no, $msg]) {
        $l = match ($no) { E_WARNING => 'W', E_NOTICE => 'N', E_DEPRECATED => 'D', default => "E$no" };
        $r .= " {" . $l . ": " . $msg . "}";
    }
    return $r;
}

function line(string $section, string $op, array $operands, Closure $f): void
{
    echo $section, ' ', $op, ' ', implode(' ', array_map('enc', $operands)), ' => ', run($f), "\n";
}

// ----- operands -----
$ops = [
    null, true, false,
    0, 1, -1, 7, PHP_INT_MAX, PHP_INT_MIN,
    0.0, -0.0, 1.5, -2.5, 0.1, 1e20, NAN, INF, -INF,
    '', '0', '1', '12', ' 12', '12 ', '1.5', '1e3', 'abc', '12abc', '0x1A',
    '9223372036854775808', ' ', 'a',
    [], [1, 2], ['a' => 1], [0 => 'x', 'k' => [1]],
];

$binary = ['+', '-', '*', '/', '%', '**', '.', '&', '|', '^', '<<', '>>',
    '==', '!=', '===', '!==', '<', '<=', '>', '>=', '<=>'];

foreach ($binary as $op) {
    foreach ($ops as $a) {
        foreach ($ops as $b) {
            line('bin', $op, [$a, $b], fn() => match ($op) {
                '+' => $a + $b, '-' => $a - $b, '*' => $a * $b, '/' => $a / $b,
                '%' => $a % $b, '**' => $a ** $b, '.' => $a . $b,
                '&' => $a & $b, '|' => $a | $b, '^' => $a ^ $b, '<<' => $a << $b, '>>' => $a >> $b,
                '==' => $a == $b, '!=' => $a != $b, '===' => $a === $b, '!==' => $a !== $b,
                '<' => $a < $b, '<=' => $a <= $b, '>' => $a > $b, '>=' => $a >= $b, '<=>' => $a <=> $b,
            });
        }
    }
}

// Extra pairs at the boundaries.
$pairs = [
    [PHP_INT_MAX, 1], [PHP_INT_MIN, -1], [PHP_INT_MIN, 1], [PHP_INT_MAX, PHP_INT_MAX],
    [PHP_INT_MIN, PHP_INT_MIN], [2, 62], [2, 63], [2, 64], [-2, 63], [-2, 64], [3, 40], [10, -2],
    [0, -1], [0.0, -1], [-0.0, -1], [0, 0], [-8, 1 / 3], [7, 2], [6, 2], [-7, 2], [7, -2],
    [1, 63], [1, 64], [-1, 63], [-1, 64], [1, -1], [-8, 1], ['abc', 'ab'], ['abc', 'abcd'],
    ['10', '9'], ['10', '9a'], ['1e3', '1000'], [' 1', '1 '], ['abc', 'ABC'],
    ['9223372036854775807', '9223372036854775808'], ['9223372036854775808', '9223372036854775809'],
    ['1e1000', '2e1000'], ['-1e1000', '1e1000'], ['0.1', '0.10'], ['1e-400', '0'],
    ['-9223372036854775808', '-9223372036854775809'], ['00', '0'], ['0', '-0'], ['1.0', '1'],
    [[1, 2], [1 => 2, 0 => 1]], [['a' => 1], ['b' => 1]], [['b' => 1], ['a' => 1]],
    [[1], [1.0]], [[1, 2, 3], [1, 2]], [[NAN], [NAN]], [['a' => [1]], ['a' => [1]]],
    ['1.5abc', 1], ['1e30', 7], ['1e400', 1], [1e30, 1], [-1e20, 3], [1.9, 1], [-1.9, 1],
    ["\x01\xff", "\xf0"], ['ab', "\x00\x01\x02"],
];
$pairOps = ['+', '-', '*', '/', '%', '**', '&', '|', '^', '<<', '>>', '==', '<', '<=>', '==='];
foreach ($pairOps as $op) {
    foreach ($pairs as [$a, $b]) {
        line('pair', $op, [$a, $b], fn() => match ($op) {
            '+' => $a + $b, '-' => $a - $b, '*' => $a * $b, '/' => $a / $b,
            '%' => $a % $b, '**' => $a ** $b,
            '&' => $a & $b, '|' => $a | $b, '^' => $a ^ $b, '<<' => $a << $b, '>>' => $a >> $b,
            '==' => $a == $b, '<' => $a < $b, '<=>' => $a <=> $b, '===' => $a === $b,
        });
    }
}

// ----- unary operators and casts -----
$strings = [
    '', ' ', '0', '-0', '+0', '00', '1', '-1', '+1', '12', ' 12', '12 ', "\t\n12\r\v\f", '1 2',
    '1.5', '.5', '5.', '.', '-.5e1', '1e3', '1E3', '1e', '1e+', '1e-3', '1e400', '-1e400', '1e-400',
    'abc', '12abc', '1.5abc', '0x1A', '0b11', '0o17', '017', '1_000', 'inf', 'INF', 'nan', 'NAN',
    '9223372036854775807', '9223372036854775808', '-9223372036854775808', '-9223372036854775809',
    '9223372036854775807 ', '-9223372036854775808 ', '99999999999999999999', '1e19', '-1e19',
    '000000000000000000000000001', '0.1', '1.0', '-', '+', 'a', 'z', 'Z', 'Az', 'zz', 'Zz', 'zZ9',
    'a9', '9', '99', 'a-', '-a', 'é', "a\x00", 'A99', 'zzz', 'Zy', '12abc', ' 1.5 ',
];
$unary = ['neg', 'plus', '~', '!', 'int', 'float', 'string', 'bool', 'array', '++', '--'];
foreach ($unary as $op) {
    foreach (array_merge($ops, $strings, [1e15, 1e14, 1.0, 2.5e-5, -1e20, 1e19, 9.2233720368547758e18]) as $a) {
        line('un', $op, [$a], function () use ($op, $a) {
            $x = $a;
            switch ($op) {
                case 'neg': return -$x;
                case 'plus': return +$x;
                case '~': return ~$x;
                case '!': return !$x;
                case 'int': return (int) $x;
                case 'float': return (float) $x;
                case 'string': return (string) $x;
                case 'bool': return (bool) $x;
                case 'array': return (array) $x;
                case '++': $x++; return $x;
                case '--': $x--; return $x;
            }
        });
    }
}

// ----- array keys -----
$keys = array_merge($ops, $strings, [1.9, -1.9, 1e19, -1e19, 9.2233720368547758e18, -9.2233720368547758e18, 1e300]);
foreach ($keys as $k) {
    line('key', 'set', [$k], function () use ($k) {
        $arr = [];
        $arr[$k] = 'v';
        return $arr;
    });
}

// ----- float formatting -----
$floats = [0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, M_PI, M_E, 1e15, 1e16, 1e17,
    1e14, 99999999999999.9, 999999999999999.0, 123456789012345.0, 123456789012355.0,
    0.0001, 0.00001, 1.25e-4, 1.5e-7, 1e100, 1e-100, 1e308, 1.7976931348623157e308, 5e-324,
    2.2250738585072014e-308, 100.0, 1234567.0, 12345678901234567.0, 0.5, 2.5, 1e22, 1e23,
    9007199254740993.0, 4.35, 0.015, 1.005, 2.675, 1e21, 1.5e300, -1.5e-300, 3.0e-5, 0.3];
for ($e = -12; $e <= 25; $e++) {
    foreach ([1, 1.5, 3.14159, 9.999999, 1 / 7] as $m) {
        $floats[] = (float) ($m * (10 ** $e));
        $floats[] = (float) -($m * (10 ** $e));
    }
}
// Pseudo-random bit patterns (a fixed LCG, so the list is the same on every run).
$state = 12345;
for ($i = 0; $i < 120; $i++) {
    $hi = 0;
    for ($j = 0; $j < 4; $j++) {
        $state = ($state * 1103515245 + 12345) & 0x7fffffff;
        $hi = ($hi << 16) | ($state >> 8 & 0xffff);
    }
    $f = unpack('E', pack('J', $hi))[1];
    if (!is_nan($f)) {
        $floats[] = $f;
    }
}
foreach ($floats as $f) {
    line('fmt', 'string', [$f], fn() => (string) $f);
    line('fmt', 'export', [$f], fn() => var_export($f, true));
    line('fmt', 'dump', [$f], function () use ($f) {
        ob_start();
        var_dump($f);
        return rtrim(ob_get_clean());
    });
}

// ----- array sequences -----
// A program of steps run on one array; each step's observable answer is recorded.
//   p:V push   s:K:V set   u:K unset   c current   k key   n next   v prev   r reset   e end
//   C copy-then-write (the copy gets a push; the original must not change)   N next-free probe
$programs = [
    'p:a p:b p:c u:1 p:d',
    'p:a p:b p:c u:2 p:d',
    's:-5:a p:b',
    's:-5:a s:-10:b p:c',
    's:5:a u:5 p:b',
    's:9223372036854775806:a p:b p:c',
    's:9223372036854775807:a p:b',
    'p:a p:b p:c e u:2 c k p:d c p:e c',
    'p:a p:b p:c n u:1 c k',
    'p:a p:b p:c e n c k v c',
    'p:a p:b p:c r v c k',
    's:x:1 s:y:2 s:z:3 u:y s:y:4',
    's:x:1 s:8:2 p:3 s:08:4',
    'p:a p:b C c',
    's:-3:a s:2:b p:c',
    'p:a p:b p:c p:d p:e p:f p:g p:h u:0 u:1 u:2 u:3 u:4 u:5 p:i p:j p:k r c n c',
    'p:a u:0 p:b',
    's:1:a s:0:b p:c r c n c n c n c',
];
foreach ($programs as $prog) {
    line('seq', 'run', [$prog], function () use ($prog) {
        $a = [];
        $out = [];
        foreach (explode(' ', $prog) as $step) {
            $parts = explode(':', $step, 3);
            switch ($parts[0]) {
                case 'p': $a[] = $parts[1]; break;
                case 's': $a[$parts[1]] = $parts[2]; break;
                case 'u': unset($a[$parts[1]]); break;
                case 'c': $out[] = current($a); break;
                case 'k': $out[] = key($a); break;
                case 'n': $out[] = next($a); break;
                case 'v': $out[] = prev($a); break;
                case 'r': $out[] = reset($a); break;
                case 'e': $out[] = end($a); break;
                case 'C': $b = $a; $b[] = 'copy'; $out[] = count($b); break;
            }
        }
        return [$a, $out];
    });
}
