<?php
// zend.exception_ignore_args drops the arguments of the internal call an exception
// starts its trace with, as of every other frame.
ini_set('zend.exception_ignore_args', '1');
try { str_repeat("x", -1); } catch (Throwable $e) { foreach ($e->getTrace() as $f) { echo basename($f["file"]), " ", $f["line"], " ", $f["function"], " args: ", json_encode(array_key_exists("args", $f)), "\n"; } }
function f($a) { return str_repeat($a, -1); }
try { f('x'); } catch (Throwable $e) { echo $e->getTraceAsString(), "\n"; }
try { (new DateTime)->modify("nope nope"); } catch (Throwable $e) { echo $e->getTraceAsString(), "\n"; }
try { array_map(fn($x) => intdiv($x, 0), [1]); } catch (Throwable $e) { echo $e->getTraceAsString(), "\n"; }
