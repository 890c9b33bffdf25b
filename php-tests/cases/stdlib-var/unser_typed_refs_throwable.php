<?php
// R: back-references into typed properties keep the first property as the reference's
// type source; Exception/Error's declared properties are found by their mangled names.
class D { public int $a; public float $b; }
class F { public float $a; public float $b; }
class G { public $a; public float $b; }
class H { public int $a; public int|float $b; }
foreach ([
    'O:1:"D":2:{s:1:"a";i:1;s:1:"b";R:2;}',
    'O:1:"F":2:{s:1:"a";i:1;s:1:"b";R:2;}',
    'O:1:"G":2:{s:1:"a";i:1;s:1:"b";R:2;}',
    'O:1:"H":2:{s:1:"a";i:1;s:1:"b";R:2;}',
    'O:1:"D":2:{s:1:"b";i:1;s:1:"a";R:2;}',
] as $s) {
    try {
        var_dump(unserialize($s));
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}

foreach ([
    'O:9:"Exception":1:{s:16:"' . "\0" . 'Exception' . "\0" . 'trace";s:4:"ryat";}',
    'O:5:"Error":1:{s:12:"' . "\0" . 'Error' . "\0" . 'line";s:1:"x";}',
    'O:9:"Exception":1:{s:19:"' . "\0" . 'Exception' . "\0" . 'previous";i:3;}',
    'O:9:"Exception":1:{s:4:"file";a:0:{}}',
    'O:16:"RuntimeException":1:{s:17:"' . "\0" . 'Exception' . "\0" . 'string";i:1;}',
] as $s) {
    try {
        var_dump(unserialize($s));
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$e = unserialize('O:16:"RuntimeException":3:{s:10:"' . "\0*\0" . 'message";s:2:"hi";s:7:"' . "\0*\0" . 'line";i:7;s:17:"' . "\0" . 'Exception' . "\0" . 'string";s:3:"str";}');
var_dump($e->getMessage(), $e->getLine());
try {
    unserialize('O:1:"D":1:{s:1:"a";s:1:"x";}', ['max_depth' => 3]);
} catch (TypeError $e) {
    echo $e->getTraceAsString(), "\n";
}
var_dump(new stdClass);

