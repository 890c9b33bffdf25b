<?php
unset($a);
unset($a['k'], $o->p, $o->p['q'], C::$s['x']);
$r = isset($a) && isset($b['k'], $c->d) || empty($e) || empty(f()) || empty($a['x']);
var_dump(isset($a?->b), empty($$v), isset(C::$s));
