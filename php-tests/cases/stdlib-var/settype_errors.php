<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (['int', 'integer', 'float', 'double', 'string', 'bool', 'boolean', 'array', 'object', 'null', 'INT', 'Bool', 'resource', 'unknown', ''] as $type) {
    foreach (["12abc", 3.7, null, [1, 2], true] as $v) {
        try { $x = $v; $r = settype($x, $type); echo $type, ': '; var_dump($r, $x); }
        catch (\Throwable $e) { echo $type, ': ', get_class($e), ": ", $e->getMessage(), "\n"; }
    }
}
$o = new stdClass; $o->a = 1; settype($o, 'array'); var_dump($o);
$o = new stdClass; try { settype($o, 'int'); var_dump($o); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$o = new stdClass; try { settype($o, 'string'); var_dump($o); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
