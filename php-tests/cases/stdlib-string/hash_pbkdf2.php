<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["sha1", "sha256", "md5", "sha512"] as $a) {
  foreach ([[1, 0], [2, 20], [2, 25], [1000, 0], [3, 7], [1, 64], [1, 200]] as [$it, $len]) {
    echo "$a $it $len "; var_dump(hash_pbkdf2($a, "password", "salt", $it, $len), bin2hex(hash_pbkdf2($a, "password", "salt", $it, $len, true)));
  }
}
var_dump(hash_pbkdf2("sha256", "", "", 1), hash_pbkdf2("sha256", "pw", "s", 1, 0, false, ["seed" => 1]));
t(fn() => hash_pbkdf2("crc32", "p", "s", 1));
t(fn() => hash_pbkdf2("nope", "p", "s", 1));
t(fn() => hash_pbkdf2("md5", "p", "s", 0));
t(fn() => hash_pbkdf2("md5", "p", "s", -5));
t(fn() => hash_pbkdf2("md5", "p", "s", 1, -1));
