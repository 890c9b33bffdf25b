<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["MD5", "Sha1", "SHA256", "sHa512/256", "CRC32B", "XXH3", "Murmur3A", "FNV1A64", "Whirlpool", "RIPEMD160", "TIGER192,3"] as $a) { echo $a, " "; var_dump(hash($a, "case")); }
var_dump(hash_hmac("SHA256", "d", "k") === hash_hmac("sha256", "d", "k"));
