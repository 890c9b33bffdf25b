<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["md5", "sha1", "sha256", "crc32b", "xxh128", "murmur3f", "fnv1a64", "joaat", "sha512/256", "adler32"] as $a) {
  $raw = hash($a, "binary test", true); var_dump($a, strlen($raw), bin2hex($raw), bin2hex($raw) === hash($a, "binary test"));
}
var_dump(hash("md5", "x", 1), hash("md5", "x", 0), hash("md5", "x", "yes") === md5("x", true));
