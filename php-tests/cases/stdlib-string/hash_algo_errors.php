<?php
// Which error a hash function gives first: php parses every argument, then looks the
// algorithm up, then checks the path for null bytes.
foreach ([fn() => hash_file('nope', []), fn() => hash_hmac_file('crc32', [], 'k'), fn() => hash_file('nope', "a\0b"), fn() => hash_hmac_file('crc32', "a\0b", 'k'), fn() => hash_file('md5', "a\0b"), fn() => hash_hmac_file('md5', "a\0b", 'k'), fn() => hash('nope', 'x'), fn() => hash_hmac('crc32', 'x', 'k'), fn() => hash_init('nope'), fn() => hash_init('crc32', HASH_HMAC, 'k'), fn() => hash_pbkdf2('crc32', 'p', 's', 1), fn() => hash_hkdf('nope', 'k')] as $c) {
  try { var_dump($c()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
