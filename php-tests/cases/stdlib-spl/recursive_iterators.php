<?php
function show($f) { echo get_class($f), ": ", $f->getMessage(), "\n"; }
$data = ['a' => 1, 'b' => ['c' => 2, 'd' => ['e' => 3]], 'f' => 4, 'g' => []];
foreach ([RecursiveIteratorIterator::LEAVES_ONLY, RecursiveIteratorIterator::SELF_FIRST, RecursiveIteratorIterator::CHILD_FIRST] as $mode) {
    $rii = new RecursiveIteratorIterator(new RecursiveArrayIterator($data), $mode);
    foreach ($rii as $k => $v) {
        echo str_repeat('  ', $rii->getDepth()), $k, ' => ', is_array($v) ? 'array' : $v, "\n";
    }
    echo "--\n";
}
$rii = new RecursiveIteratorIterator(new RecursiveArrayIterator($data), RecursiveIteratorIterator::SELF_FIRST);
$rii->setMaxDepth(0);
var_dump($rii->getMaxDepth());
foreach ($rii as $k => $v) echo $k, " ";
echo "\n";
$rii->setMaxDepth();
var_dump($rii->getMaxDepth());
try { $rii->setMaxDepth(-5); } catch (Throwable $e) { show($e); }
var_dump(iterator_to_array(new RecursiveIteratorIterator(new RecursiveArrayIterator([1, [2, [3]], 4])), false));

class Hooks extends RecursiveIteratorIterator {
    public function beginIteration(): void { echo "beginIteration\n"; }
    public function endIteration(): void { echo "endIteration\n"; }
    public function beginChildren(): void { echo "beginChildren(", $this->getDepth(), ")\n"; }
    public function endChildren(): void { echo "endChildren(", $this->getDepth(), ")\n"; }
    public function callHasChildren(): bool { $r = parent::callHasChildren(); echo "callHasChildren(", $this->key(), ")=", var_export($r, true), "\n"; return $r; }
    public function callGetChildren(): ?RecursiveIterator { echo "callGetChildren(", $this->key(), ")\n"; return parent::callGetChildren(); }
    public function nextElement(): void { echo "nextElement(", $this->key(), ")\n"; }
}
foreach ([0, 1, 2] as $mode) {
    $h = new Hooks(new RecursiveArrayIterator([1, [2, 3], [[4]]]), $mode);
    foreach ($h as $k => $v) {
        echo "  got $k => ", is_array($v) ? 'array' : $v, "\n";
    }
}
$rii = new RecursiveIteratorIterator(new RecursiveArrayIterator([1, [2, [3]]]));
foreach ($rii as $v) {
    if ($v == 3) {
        var_dump($rii->getDepth(), $rii->getSubIterator(0)->key(), $rii->getSubIterator()->current(), $rii->getSubIterator(5), $rii->getInnerIterator()->getArrayCopy());
    }
}
try {
    new RecursiveIteratorIterator(new ArrayIterator([]));
} catch (Throwable $e) {
    show($e);
}
class RAgg implements IteratorAggregate {
    public function getIterator(): Iterator { return new RecursiveArrayIterator([1, [2]]); }
}
var_dump(iterator_to_array(new RecursiveIteratorIterator(new RAgg), false));

class BadKids extends RecursiveArrayIterator {
    public function getChildren(): ?RecursiveArrayIterator { throw new Exception("no kids"); }
}
$r = new RecursiveIteratorIterator(new BadKids([1, [2], 3]), 0, RecursiveIteratorIterator::CATCH_GET_CHILD);
foreach ($r as $v) echo $v, " ";
echo "\n";
try {
    foreach (new RecursiveIteratorIterator(new BadKids([1, [2], 3])) as $v) echo $v, " ";
} catch (Throwable $e) {
    show($e);
}

class EvenOnly extends RecursiveFilterIterator {
    public function accept(): bool { return $this->hasChildren() || $this->current() % 2 == 0; }
}
var_dump(iterator_to_array(new RecursiveIteratorIterator(new EvenOnly(new RecursiveArrayIterator([1, 2, [3, 4, [5, 6]], 8]))), false));
$f = new RecursiveCallbackFilterIterator(new RecursiveArrayIterator(['a' => 1, 'b' => ['c' => 2, 'x' => 9]]), function ($v, $k, $it) {
    return $it->hasChildren() || $k != 'x';
});
foreach (new RecursiveIteratorIterator($f) as $k => $v) echo "$k=$v\n";
foreach (new RecursiveIteratorIterator(new ParentIterator(new RecursiveArrayIterator(['a' => [1, 'b' => [2]], 'c' => 3])), RecursiveIteratorIterator::SELF_FIRST) as $k => $v) echo "$k ";
echo "\n";
