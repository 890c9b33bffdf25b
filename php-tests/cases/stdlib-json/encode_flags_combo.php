<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$data = ['a/b', "é€😀", '<tag attr="x">&\'', 12.0, 0.1, '123', '1e3', [], (object) [], [1 => 'x'], [3.0], "\u{2028}\u{2029}", "ctrl\x01\x1f"];
$flags = [0, JSON_UNESCAPED_SLASHES, JSON_UNESCAPED_UNICODE, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT, JSON_PRESERVE_ZERO_FRACTION, JSON_NUMERIC_CHECK, JSON_FORCE_OBJECT, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES];
foreach ($flags as $f) { echo $f, ': ', json_encode($data, $f), "\n"; }
foreach ($data as $d) { echo json_encode($d, JSON_NUMERIC_CHECK | JSON_PRESERVE_ZERO_FRACTION), "\n"; }
