<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["YWJj ZA==", "YWJjZA=", "YWJjZA", "YWJjZ", "Y", "YW=Jj", "YWJj!ZA==", "YWJjZA===", "  YQ==  ", "YQ==\n", "Y\tW\nJ\rj", "====", "=YQ", "YQ", "YQ=", "Y Q = =", "@@@@", "YWJj\0ZA", "-_-_", "+/+/", "aGVsbG8gd29ybGQ=garbage", "\xffYQ=="] as $s) { echo json_encode($s), " "; var_dump(base64_decode($s)); }
t(fn() => base64_decode([]));
