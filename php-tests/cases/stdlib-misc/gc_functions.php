<?php
var_dump(gc_enabled());
var_dump(gc_disable());
var_dump(gc_enabled());
var_dump(gc_enable());
var_dump(gc_enabled());
var_dump(gc_collect_cycles());
var_dump(gettype(gc_mem_caches()));
$s = gc_status();
foreach ($s as $k => $v) {
    echo $k, ": ", gettype($v), "\n";
}
var_dump($s["runs"], $s["collected"], $s["threshold"], $s["buffer_size"], $s["running"], $s["protected"], $s["full"]);
