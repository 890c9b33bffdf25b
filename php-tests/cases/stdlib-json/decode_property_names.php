<?php
// A property name starting with NUL is invalid for objects (error 9), fine for arrays.
var_dump($keep[] = json_decode('{"\u0000":1}'), json_last_error(), json_last_error_msg());
var_dump($keep[] = json_decode('{"\u0000abc":1}'), json_last_error());
var_dump($keep[] = json_decode('{"a\u0000b":1}'), json_last_error());
var_dump($keep[] = json_decode('{"\u0000abc":1}', true), json_last_error());
var_dump($keep[] = json_decode('{"":1}'), json_last_error());
var_dump(json_validate('{"\u0000":1}'), json_last_error());
// (last: php frees the first object, whose id the next object would reuse)
var_dump($keep[] = json_decode('[{"ok":1},{"\u0000":2}]'), json_last_error());
