<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => hash("nope", "x"));
t(fn() => hash("", "x"));
t(fn() => hash("md5 ", "x"));
t(fn() => hash("MD5", "x"));
t(fn() => hash("Sha256", "x"));
t(fn() => hash("sha256", "x", false, "opts"));
t(fn() => hash([], "x"));
t(fn() => hash("md5", []));
t(fn() => hash("xxh3", "x", false, ["seed" => 1, "secret" => str_repeat("a", 200)]));
t(fn() => hash("xxh128", "x", false, ["seed" => 1, "secret" => str_repeat("a", 200)]));
t(fn() => hash("xxh3", "x", false, ["secret" => "short"]));
t(fn() => hash("xxh128", "x", false, ["secret" => str_repeat("b", 135)]));
t(fn() => hash("xxh3", "x", false, ["secret" => str_repeat("c", 136)]));
t(fn() => hash("xxh32", "x", false, ["secret" => "short"]));
t(fn() => hash("md5", "x", false, ["seed" => 5]));
t(fn() => hash("sha1", null));
