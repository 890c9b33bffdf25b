<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$tok = strtok("This is\tan example\nstring", " \n\t");
while ($tok !== false) { var_dump($tok); $tok = strtok(" \n\t"); }
var_dump(strtok("/something", "/"), strtok("/"));
var_dump(strtok("a,,b,,,c,", ","), strtok(","), strtok(","), strtok(","), strtok(","));
var_dump(strtok("", ","), strtok(","));
var_dump(strtok("abc", ""), strtok(""));
var_dump(strtok("x-y_z", "-"), strtok("_"), strtok("-"));
var_dump(strtok("0 1", " "), strtok(" "), strtok(" "));
t(fn() => strtok());
