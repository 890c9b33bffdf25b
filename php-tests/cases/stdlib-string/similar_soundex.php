<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["Robert", "Rupert", "Rubin", "Ashcraft", "Ashcroft", "Tymczak", "Pfister", "Lloyd", "", "123", "a1b2", "Washington", "Lee", "Gutierrez", "Jackson", "Honeyman", "  spaces  ", "\xc3\xa9mile", "A", "Bb", "euler", "gauss", "hilbert", "knuth"] as $w) { echo json_encode($w), " "; var_dump(soundex($w)); }
t(fn() => soundex([]));
