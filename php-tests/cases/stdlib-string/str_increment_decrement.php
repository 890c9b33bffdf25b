<?php
foreach (["a","z","Az","zz","Zz","a9","9","99","A","0","Aa","a0","Ba","10","00","1","b","ZZ","aA","zA"] as $s) {
  foreach (['str_increment','str_decrement'] as $f) {
    try { echo "$f($s) = ", var_export($f($s), true), "\n"; } catch (Throwable $e) { echo "$f($s): ", get_class($e), ": ", $e->getMessage(), "\n"; }
  }
}
foreach (["", "a b", "é", "-1", "1.5"] as $s) {
  foreach (['str_increment','str_decrement'] as $f) {
    try { echo "$f($s) = ", var_export($f($s), true), "\n"; } catch (Throwable $e) { echo "$f($s): ", get_class($e), ": ", $e->getMessage(), "\n"; }
  }
}
foreach (["000","01","001","0a","aa","AA","b0","a00","Aaa","100","0A","zz0","a1"] as $s) { try { echo "$s -> ", str_decrement($s), "\n"; } catch (Throwable $e) { echo "$s: ", $e->getMessage(), "\n"; } }
