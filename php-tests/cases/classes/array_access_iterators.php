<?php
class Coll implements ArrayAccess, IteratorAggregate, Countable {
    private array $d = [];
    public function offsetExists(mixed $k): bool { echo "exists($k)\n"; return isset($this->d[$k]); }
    public function offsetGet(mixed $k): mixed { echo "get($k)\n"; return $this->d[$k] ?? null; }
    public function offsetSet(mixed $k, mixed $v): void { echo "set(" . var_export($k, true) . ")\n"; if ($k === null) $this->d[] = $v; else $this->d[$k] = $v; }
    public function offsetUnset(mixed $k): void { echo "unset($k)\n"; unset($this->d[$k]); }
    public function getIterator(): Iterator { return new ArrayIt($this->d); }
    public function count(): int { return count($this->d); }
}
class ArrayIt implements Iterator {
    private $i = 0; private $k;
    public function __construct(private array $a) { $this->k = array_keys($a); }
    public function rewind(): void { echo "rewind\n"; $this->i = 0; }
    public function valid(): bool { return $this->i < count($this->k); }
    public function current(): mixed { return $this->a[$this->k[$this->i]]; }
    public function key(): mixed { return $this->k[$this->i]; }
    public function next(): void { $this->i++; }
}
$c = new Coll;
$c['a'] = 1; $c[] = 2; $c['b'] = 3;
echo $c['a'], "\n";
var_dump(isset($c['a']), isset($c['zz']), $c['zz'] ?? 'dflt', empty($c['a']));
$c['a'] += 10; $c['b']++;
unset($c['b']);
foreach ($c as $k => $v) { echo "$k => $v\n"; }
echo count($c), "\n";
class Pub { public $x = 1; protected $y = 2; private $z = 3; function all() { foreach ($this as $k => $v) echo "$k=$v "; echo "\n"; } }
foreach (new Pub as $k => $v) echo "$k=$v\n";
(new Pub)->all();
var_dump(get_object_vars(new Pub));
try { $o = new Pub; $o[1]; } catch (Error $e) { echo $e->getMessage(), "\n"; }
