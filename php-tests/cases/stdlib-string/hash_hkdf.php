<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["sha256", "sha1", "md5", "sha512"] as $a) {
  foreach ([[0, "", ""], [16, "", ""], [42, "info", "salt"], [100, "ctx", ""], [1, "", "salty"]] as [$len, $info, $salt]) {
    echo "$a $len "; var_dump(bin2hex(hash_hkdf($a, "input key", $len, $info, $salt)));
  }
}
var_dump(strlen(hash_hkdf("sha256", "k", 255 * 32)));
t(fn() => hash_hkdf("sha256", "k", 255 * 32 + 1));
t(fn() => hash_hkdf("sha256", ""));
t(fn() => hash_hkdf("sha256", "k", -1));
t(fn() => hash_hkdf("crc32", "k"));
t(fn() => hash_hkdf("nope", "k"));
