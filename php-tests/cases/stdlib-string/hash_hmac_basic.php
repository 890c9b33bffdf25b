<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$keys = ["", "key", str_repeat("k", 64), str_repeat("K", 65), str_repeat("L", 200), "\0\xff"];
foreach (["md5", "sha1", "sha256", "sha512", "sha3-256", "ripemd160", "whirlpool", "md2", "sha384", "gost", "tiger192,3"] as $a) {
  foreach ($keys as $k) { echo $a, " ", strlen($k), " "; var_dump(hash_hmac($a, "The quick brown fox", $k)); }
  var_dump(bin2hex(hash_hmac($a, "", "k", true)) === hash_hmac($a, "", "k"));
}
