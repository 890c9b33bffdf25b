<?php
class Store implements ArrayAccess {
    private array $d = [];
    public function offsetExists(mixed $o): bool { echo "exists(", var_export($o, true), ")\n"; return isset($this->d[$o]); }
    public function offsetGet(mixed $o): mixed { echo "get(", var_export($o, true), ")\n"; return $this->d[$o] ?? null; }
    public function offsetSet(mixed $o, mixed $v): void { echo "set(", var_export($o, true), ")\n"; if ($o === null) $this->d[] = $v; else $this->d[$o] = $v; }
    public function offsetUnset(mixed $o): void { echo "unset(", var_export($o, true), ")\n"; unset($this->d[$o]); }
}
$s = new Store;
$s['a'] = 1;
$s[] = 'pushed';
$s[1.5] = 'float';
$s[true] = 'bool';
$s[null] = 'null';
var_dump($s['a'], $s['missing']);
var_dump(isset($s['a']), isset($s['missing']), empty($s['a']));
var_dump($s['a'] ?? 'dflt', $s['zz'] ?? 'dflt');
unset($s['a']);
var_dump(isset($s['a']));
$s['arr'] = [1];
$s['arr'][] = 2;
var_dump($s['arr']);
$s['x']['y'] = 5;
$s['cnt'] = 1;
$s['cnt']++;
var_dump($s['cnt']);
$s['str'] = 'a';
$s['str'] .= 'b';
var_dump($s['str']);
[$p, $q] = $s;
var_dump($p, $q);
var_dump(array_key_exists('a', (array)$s));
$o = new stdClass;
try { $o['x'] = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo $o['x']; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { unset($o['x']); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(isset($o["x"])); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "end\n";
