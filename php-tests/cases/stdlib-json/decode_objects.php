<?php
// Objects decode to stdClass (the outer object is made after its first member).
var_dump($keep[] = json_decode('{}'));
var_dump($keep[] = json_decode('{"a":1,"b":"two","c":[1,2],"d":{"e":null}}'));
var_dump($keep[] = json_decode('{"outer":{"inner":{"x":1}},"second":{}}'));
var_dump($keep[] = json_decode('[{"a":1},{"b":2},{}]'));
var_dump($keep[] = json_decode('{"dup":1,"other":2,"dup":3}'));
var_dump($keep[] = json_decode('{"":"empty key","a b":"space","é":"accent"}'));
$o = json_decode('{"name":"x","list":[{"k":"v"}]}');
var_dump($o->name, $o->list[0]->k);
var_dump($keep[] = json_decode('{ "a" : 1 , "b" : [ ] , "c" : { } }'));
