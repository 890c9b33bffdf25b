<?php
$o = new stdClass;
$wr = WeakReference::create($o);
var_dump($wr->get() === $o, WeakReference::create($o) === $wr);
unset($o);
var_dump($wr->get());
$wm = new WeakMap;
$k1 = new stdClass; $k2 = new stdClass;
$wm[$k1] = 'one';
$wm[$k2] = ['two'];
var_dump(count($wm), isset($wm[$k1]), $wm[$k2]);
foreach ($wm as $k => $v) { var_dump($k === $k1 || $k === $k2, $v); }
unset($k1);
var_dump(count($wm));
try { $wm['str'] = 1; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump($wm[new stdClass]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $wm[] = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
unset($wm[$k2]);
var_dump(count($wm));
try { new WeakReference; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { serialize($wm); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $wm->prop = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$k3 = new stdClass;
$wm[$k3] = 1;
$wm[$k3]++;
$wm[$k3] += 10;
var_dump($wm[$k3]);
var_dump($wm);
var_dump(WeakReference::create($k3));
class Cache { private WeakMap $m; public function __construct() { $this->m = new WeakMap; } public function get(object $o) { return $this->m[$o] ??= spl_object_id($o) > 0; } public function n() { return count($this->m); } }
$c = new Cache; $x = new stdClass;
var_dump($c->get($x), $c->n()); unset($x); var_dump($c->n());
