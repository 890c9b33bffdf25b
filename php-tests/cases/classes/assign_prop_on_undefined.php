<?php
// A property assignment fetches its object for writing: an undefined variable gives only
// php's "Attempt to assign property ... on null" Error, no read warning.
try { $g->x = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $h->x ??= 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$name = "y";
try { $k->$name = 2; } catch (Error $e) { echo $e->getMessage(), "\n"; }
function f() { try { $u->p = 3; } catch (Error $e) { echo $e->getMessage(), "\n"; } }
f();
$n = null;
try { $n->x = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$s = "str";
try { $s->x = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo "done\n";
