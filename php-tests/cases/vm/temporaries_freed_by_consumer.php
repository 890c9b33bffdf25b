<?php
class A { function __destruct() { echo "d", spl_object_id($this), "\n"; } }
function f() { return new A; }
echo count([f(), f()]), "\n";
echo "next\n";
$x = [f(), f()];
unset($x);
echo "end\n";
// handles freed are reused, the last freed first
$a = new A; $b = new A; $c = new A;
unset($a); unset($b);
var_dump(spl_object_id(new A));
$d = new A;
var_dump(spl_object_id($d));
// a spread source that is a temporary is freed once spread
class R implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([7, 8]); } function __destruct() { echo "R", spl_object_id($this), " freed\n"; } }
echo implode(',', [...new R, ...[9]]), "\n";
echo "after spread\n";
echo strlen(str_repeat('ab', 3)), " ", count(array_fill(0, 3, new A)), "\n";
echo "after count\n";
