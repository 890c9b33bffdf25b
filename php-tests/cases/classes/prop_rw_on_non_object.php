<?php
$n = null;
try { $n->x .= 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $n->x++; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { --$n->x; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $u->x += 2; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $u->y++; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$s = "str";
try { $s->x .= 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $s->x--; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$a = [];
try { $a->x ??= 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// objects: the check passes and the read-modify-write happens
$o = new stdClass;
$o->x = 1; $o->x .= "a"; $o->n = 1; $o->n++; ++$o->n; $o->n *= 10;
var_dump($o);
function mk() { echo "mk\n"; return null; }
try { mk()->x .= 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
