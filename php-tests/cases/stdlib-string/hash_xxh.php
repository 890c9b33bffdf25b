<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$inputs = ["", "a", "abc", "message digest", "The quick brown fox jumps over the lazy dog", "\0\1\2\xff", str_repeat("x", 55), str_repeat("y", 56), str_repeat("z", 64), str_repeat("0123456789", 20)];
foreach (["xxh32", "xxh64", "xxh3", "xxh128"] as $a) {
  foreach ($inputs as $s) { echo $a, " ", strlen($s), " "; var_dump(hash($a, $s)); }
  var_dump(strlen(hash($a, "abc", true)) * 2 === strlen(hash($a, "abc")));
}
$secret = str_repeat("secret-", 25);
foreach (["xxh32", "xxh64", "xxh3", "xxh128"] as $a) { foreach ([0, 1, 42, -1] as $seed) { echo $a, " seed ", $seed, " "; var_dump(hash($a, "hello world", false, ["seed" => $seed])); } }
foreach (["xxh3", "xxh128"] as $a) { var_dump(hash($a, "hello world", false, ["secret" => $secret]), hash($a, str_repeat("q", 300), false, ["secret" => $secret])); }
