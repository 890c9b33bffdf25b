<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["crc32", "crc32b", "adler32", "fnv132", "joaat", "murmur3a", "xxh64", "xxh128", "nope", ""] as $a) t(fn() => hash_hmac($a, "data", "key"));
t(fn() => hash_hmac("MD5", "data", "key"));
t(fn() => hash_hmac("md5", [], "key"));
foreach (hash_hmac_algos() as $a) { if (!in_array($a, hash_algos(), true)) echo "missing $a\n"; }
foreach (["md5", "sha1", "sha256", "sha3-512", "whirlpool", "ripemd320", "gost-crypto"] as $a) var_dump(in_array($a, hash_hmac_algos(), true));
foreach (["crc32", "xxh3", "murmur3f", "joaat", "fnv1a64", "adler32"] as $a) var_dump(in_array($a, hash_hmac_algos(), true), in_array($a, hash_algos(), true));
