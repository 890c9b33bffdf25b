<?php
// NoRewindIterator reads the inner current() once per position, as php's iterator wrapper
class Inner extends ArrayIterator
{
    public function current(): mixed
    {
        echo "Inner::current\n";
        return parent::current();
    }
    public function next(): void
    {
        echo "Inner::next\n";
        parent::next();
    }
}
$it = new NoRewindIterator(new Inner([1, 2, 3]));
$n = 0;
foreach ($it as $v) {
    var_dump($v);
    if ($n++ > 0) {
        break;
    }
}
echo "---\n";
var_dump($it->current(), $it->current());
foreach ($it as $v) {
    var_dump($v);
}
