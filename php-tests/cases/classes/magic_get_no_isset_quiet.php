<?php
// With __get and no __isset: isset()/empty() say "not set" without __get, `??` and the
// containers of isset() ask __get.
class N { private $hidden = 5; function __get($n) { echo "__get($n)\n"; return $n === 'obj' ? $this : 1; } }
$n = new N;
var_dump(empty($n->x), isset($n->x), isset($n->x->y), empty($n->x->y), $n->x ?? 'd');
var_dump(empty($n->hidden), $n->hidden ?? 'd', isset($n->obj->hidden));
class M { function __get($n) { echo "M::__get($n)\n"; return 0; } function t() { return [empty($this->a), $this->a ?? 'd', empty($this->b)]; } }
var_dump((new M)->t());
class W { function __isset($n) { echo "__isset($n)\n"; return $n === 'yes'; } function __get($n) { echo "W::__get($n)\n"; return ''; } }
$w = new W;
var_dump(empty($w->yes), empty($w->no), $w->yes ?? 'd', $w->no ?? 'd');
