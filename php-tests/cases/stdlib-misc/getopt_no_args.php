<?php
var_dump(getopt("ab:c::"));
var_dump(getopt("ab:c::", ["long", "req:", "opt::"]));
$rest = 99;
var_dump(getopt("x", [], $rest), $rest);
var_dump(getopt(""));
try { getopt("a", "b"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
