<?php
error_reporting(E_ALL & ~E_DEPRECATED);
eval('
class Point implements Serializable {
    public function __construct(public int $x = 0, public int $y = 0) {}
    public function serialize(): ?string { echo "serialize\n"; return "$this->x,$this->y"; }
    public function unserialize(string $data): void { echo "unserialize($data)\n"; [$this->x, $this->y] = array_map("intval", explode(",", $data)); }
}
class Nul implements Serializable {
    public function serialize(): ?string { return null; }
    public function unserialize(string $data): void { echo "never\n"; }
}
class Thrower implements Serializable {
    public function serialize(): ?string { return "x"; }
    public function unserialize(string $data): void { throw new RuntimeException("bad $data"); }
}
class Wake { public $p; public function __wakeup() { echo "wakeup\n"; } }
class Nested implements Serializable {
    public $inner;
    public function serialize(): ?string { return serialize($this->inner); }
    public function unserialize(string $data): void { echo "nested\n"; $this->inner = unserialize($data); }
}
class Both implements Serializable {
    public $v = 1;
    public function serialize(): ?string { return "s"; }
    public function unserialize(string $data): void { echo "old unserialize\n"; }
    public function __serialize(): array { return ["v" => 2]; }
    public function __unserialize(array $d): void { echo "new unserialize\n"; $this->v = $d["v"]; }
}
');
error_reporting(E_ALL);
$s = serialize(new Point(3, 4));
echo $s, "\n";
print_r(unserialize($s)); echo "\n";
$s = serialize([new Point(1, 2), new Point(5, 6)]);
echo $s, "\n";
print_r(unserialize($s)); echo "\n";
echo serialize(new Nul), "\n";
echo serialize([new Nul, 5]), "\n";
try { unserialize(serialize(new Thrower)); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$w = new Wake; $w->p = new Point(7, 8);
$s = serialize([$w, new Point(9, 9)]);
echo $s, "\n";
print_r(unserialize($s)); echo "\n";
$n = new Nested; $n->inner = [new Point(1, 1), "x"];
$s = serialize($n); echo $s, "\n";
print_r(unserialize($s)); echo "\n";
$b = new Both; echo serialize($b), "\n";
print_r(unserialize(serialize($b))); echo "\n";
print_r(unserialize('C:4:"Both":1:{s}')); echo "\n";
print_r(unserialize('C:8:"stdClass":0:{}')); echo "\n";
print_r(unserialize('C:7:"Missing":3:{abc}')); echo "\n";
print_r(unserialize('O:5:"Point":1:{s:1:"x";i:1;}')); echo "\n";
print_r(unserialize('C:5:"Point":3:{1,2')); echo "\n";
print_r(unserialize('C:5:"Point":3:{1,2}', ['allowed_classes' => false])); echo "\n";
$p = new Point(1, 1);
print_r(unserialize(serialize([$p, $p]))); echo "\n";
