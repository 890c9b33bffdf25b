<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
ob_start(fn($buf) => strtoupper($buf)); echo "upper me\n"; ob_end_flush();
ob_start(fn($buf, $phase) => "[$phase:" . $buf . "]"); echo "x"; ob_flush(); echo "y"; ob_end_flush(); echo "\n";
ob_start(fn($b) => false); echo "unchanged\n"; ob_end_flush();
ob_start(fn($b) => ''); echo "dropped\n"; ob_end_flush();
class H { static function cb($b) { return "<" . $b . ">"; } function m($b) { return "{" . $b . "}"; } }
ob_start(['H', 'cb']); echo "s"; ob_end_flush();
ob_start([new H, 'm']); echo "m"; $s = ob_get_status(); ob_end_flush(); echo "\n"; var_dump($s['name']);
ob_start(fn($b) => str_replace('a', 'b', $b)); ob_start(fn($b) => str_replace('b', 'c', $b)); echo "aaa"; ob_end_flush(); ob_end_flush(); echo "\n";
ob_start(function ($b, $phase) { return $b === '' ? '' : "phase=$phase:$b;"; }); echo "1"; ob_clean(); echo "2"; $got = ob_get_clean(); var_dump($got);
t(fn() => ob_start('no_such_function'));
var_dump(ob_get_level());
