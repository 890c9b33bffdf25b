<?php
// php's sift-up calls compare(parent, new element)
class LogHeap extends SplMinHeap
{
    protected function compare($a, $b): int
    {
        if ($GLOBALS['log']) {
            echo "compare($a, $b)\n";
        }
        return parent::compare($a, $b);
    }
}
$log = true;
$h = new LogHeap();
foreach ([5, 1, 6, 3] as $v) {
    $h->insert($v);
}
$log = false;
while (!$h->isEmpty()) {
    echo "got ", $h->extract(), "\n";
}

class LogQueue extends SplPriorityQueue
{
    public function compare($a, $b): int
    {
        echo "compare($a, $b)\n";
        if ($b == 2) {
            throw new Exception('ignore me');
        }
        return parent::compare($a, $b);
    }
}
$q = new LogQueue();
$q->insert('a', 1);
try {
    $q->insert('b', 2);
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
try {
    $q->top();
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

// the array being sorted cannot be replaced from the comparison
$ao = new ArrayObject([3, 1, 2]);
$ao->uasort(function ($a, $b) use ($ao) {
    try {
        $ao->exchangeArray([4, 5, 6]);
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
    return $a <=> $b;
});
var_dump($ao->getArrayCopy());
$it = new ArrayIterator(['b' => 1, 'a' => 2]);
$it->uksort(function ($a, $b) use ($it) {
    try {
        $it->unserialize($it->serialize());
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
    return strcmp($a, $b);
});
var_dump($it->getArrayCopy());
$ao->exchangeArray([9]);
var_dump(count($ao));
