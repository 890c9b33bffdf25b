<?php
// hash_init/hash_update/hash_final agree with hash() for every algorithm, fed in pieces
$data = str_repeat("The quick brown fox jumps over the lazy dog. ", 40);
$algos = array_values(array_filter(hash_algos(), fn($a) => !preg_match('/^(haval|snefru|tiger...,4)/', $a)));
foreach ($algos as $algo) {
    $c = hash_init($algo);
    foreach (str_split($data, 7) as $piece) {
        hash_update($c, $piece);
    }
    $copy = hash_copy($c);
    hash_update($copy, "more");
    $a = hash_final($c);
    $b = hash_final($copy, true);
    printf("%-12s %s %s %s\n", $algo, $a, $a === hash($algo, $data) ? "ok" : "DIFF",
        $b === hash($algo, $data . "more", true) ? "ok" : "DIFF");
}
// seeds and options reach the incremental state
foreach (['murmur3a', 'murmur3c', 'murmur3f', 'xxh32', 'xxh64', 'xxh3', 'xxh128'] as $algo) {
    $c = hash_init($algo, 0, '', ['seed' => 1234]);
    hash_update($c, 'abc');
    hash_update($c, str_repeat('d', 300));
    echo $algo, " ", hash_final($c), " ", hash($algo, 'abc' . str_repeat('d', 300), false, ['seed' => 1234]), "\n";
}
$secret = str_repeat('s3cr3t', 30);
$c = hash_init('xxh3', 0, '', ['secret' => $secret]);
hash_update($c, 'abc');
echo hash_final($c), " ", hash('xxh3', 'abc', false, ['secret' => $secret]), "\n";

// HMAC
foreach (['md5', 'sha256', 'sha3-512', 'whirlpool'] as $algo) {
    foreach (['k', str_repeat('long key ', 30)] as $key) {
        $c = hash_init($algo, HASH_HMAC, $key);
        hash_update($c, 'hello ');
        $d = clone $c;
        hash_update($c, 'world');
        echo $algo, " ", hash_final($c), " ", hash_hmac($algo, 'hello world', $key), "\n";
        echo "  clone ", hash_final($d), " ", hash_hmac($algo, 'hello ', $key), "\n";
    }
}
var_dump(HASH_HMAC);
$c = hash_init('md5', 0, 'a key without HASH_HMAC is ignored');
echo hash_final($c), "\n";

// the context object
$c = hash_init('sha1');
var_dump($c);
print_r($c);
echo "\n";
var_dump($c instanceof HashContext, hash_update($c, 'x'));
$r = new ReflectionClass('HashContext');
var_dump($r->isFinal());
echo hash_final($c), "\n";

// errors
function attempt(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
attempt(fn() => hash_update($c, 'x'));
attempt(fn() => hash_final($c));
attempt(fn() => hash_copy($c));
attempt(fn() => hash_update_stream($c, STDIN));
attempt(fn() => hash_update_file($c, __FILE__));
attempt(fn() => clone $c);
attempt(fn() => new HashContext());
attempt(fn() => hash_init('nope'));
attempt(fn() => hash_init('crc32b', HASH_HMAC, 'key'));
attempt(fn() => hash_init('md5', HASH_HMAC));
attempt(fn() => hash_init('md5', HASH_HMAC, ''));
attempt(fn() => hash_update('not a context', 'x'));
attempt(fn() => hash_final(new stdClass));
attempt(fn() => hash_update_stream(hash_init('md5'), 'not a stream'));
attempt(fn() => hash_update_file(hash_init('md5'), __FILE__, 'not a context'));
attempt(fn() => hash_update_file(hash_init('md5'), "a\0b"));
attempt(fn() => hash_file('md5', "a\0b"));
attempt(fn() => hash_hmac_file('md5', "a\0b", 'k'));
attempt(fn() => hash_file('nope', __FILE__));
attempt(fn() => hash_hmac_file('crc32', __FILE__, 'k'));
attempt(fn() => hash_file('md5', __DIR__ . '/no-such-file'));
attempt(fn() => hash_hmac_file('md5', __DIR__ . '/no-such-file', 'k'));
attempt(fn() => hash_update_file(hash_init('md5'), __DIR__ . '/no-such-file'));
attempt(fn() => serialize(hash_init('md5', HASH_HMAC, 'k')));

// files and streams
var_dump(hash_file('sha256', __FILE__) === hash('sha256', file_get_contents(__FILE__)));
var_dump(hash_file('md5', __FILE__, true) === md5_file(__FILE__, true));
var_dump(hash_file('xxh64', __FILE__, false, ['seed' => 5]) === hash('xxh64', file_get_contents(__FILE__), false, ['seed' => 5]));
var_dump(hash_hmac_file('sha1', __FILE__, 'key') === hash_hmac('sha1', file_get_contents(__FILE__), 'key'));
$c = hash_init('crc32b');
var_dump(hash_update_file($c, __FILE__));
var_dump(hash_final($c) === hash('crc32b', file_get_contents(__FILE__)));
$f = fopen('php://memory', 'w+');
fwrite($f, str_repeat('0123456789', 500));
rewind($f);
$c = hash_init('sha512');
var_dump(hash_update_stream($c, $f, 15));
var_dump(hash_update_stream($c, $f, 0));
var_dump(hash_update_stream($c, $f));
var_dump(hash_update_stream($c, $f));
var_dump(hash_final($c) === hash('sha512', str_repeat('0123456789', 500)));

// serialization: php's refusals and its checks of the data
$h = hash_init('md5'); hash_final($h);
attempt(fn() => serialize($h));
$h = hash_init('md5', HASH_HMAC, 'k'); hash_final($h);
attempt(fn() => serialize($h));
attempt(fn() => unserialize('O:11:"HashContext":5:{i:0;s:3:"md5";i:1;i:1;i:2;a:0:{}i:3;i:2;i:4;a:0:{}}'));
attempt(fn() => unserialize('O:11:"HashContext":5:{i:0;s:4:"nope";i:1;i:0;i:2;a:0:{}i:3;i:2;i:4;a:0:{}}'));
attempt(fn() => unserialize('O:11:"HashContext":4:{i:0;s:3:"md5";i:1;i:0;i:2;a:0:{}i:3;i:2;}'));
attempt(fn() => unserialize('O:11:"HashContext":5:{i:0;i:5;i:1;i:0;i:2;a:0:{}i:3;i:2;i:4;a:0:{}}'));
attempt(fn() => unserialize('O:11:"HashContext":0:{}'));
attempt(fn() => hash_init('md5')->__unserialize([]));
attempt(fn() => hash_init('md5')->__unserialize('x'));
