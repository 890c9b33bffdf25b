<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(sprintf("%s|%5s|%-5s|%05s|%-05s|%'*8s|%'-8s", "a", "b", "c", "d", "e", "f", "g"));
var_dump(sprintf("%.2s|%5.1s|%-5.3s|%.0s|%.10s", "abcdef", "xyz", "hello", "gone", "short"));
var_dump(sprintf("%s %s %s %s %s", true, false, null, 1.5, 100000000000000000000.0));
var_dump(sprintf("no format"), sprintf(""), sprintf("%%"), sprintf("100%% sure %s", "yes"));
