<?php
class Range implements Iterator {
    private $i;
    public function __construct(private int $a, private int $b) { $this->i = $a; }
    public function current(): mixed { echo "current\n"; return $this->i * 10; }
    public function key(): mixed { echo "key\n"; return "k{$this->i}"; }
    public function next(): void { echo "next\n"; $this->i++; }
    public function rewind(): void { echo "rewind\n"; $this->i = $this->a; }
    public function valid(): bool { echo "valid\n"; return $this->i <= $this->b; }
}
$r = new Range(1, 2);
foreach ($r as $k => $v) { echo "$k => $v\n"; }
foreach ($r as $v) { echo "$v\n"; }
var_dump(iterator_to_array($r), iterator_count($r));
echo implode(',', [...new Range(5, 6)]), "\n";
function gen() { yield from new Range(7, 7); }
foreach (gen() as $k => $v) echo "$k=$v\n";
try { foreach ($r as &$ref) {} } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
[$x, $y] = [1, 2];
var_dump($r instanceof Traversable);
$plain = new class { public $a = 1; protected $b = 2; private $c = 3; public $d = 4; public function iter() { foreach ($this as $k => $v) echo "in:$k=$v\n"; } };
foreach ($plain as $k => $v) echo "out:$k=$v\n";
$plain->iter();
foreach ($plain as $k => &$v) { $v = 'changed'; }
unset($v);
var_dump($plain);
