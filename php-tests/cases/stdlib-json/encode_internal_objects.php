<?php
// Objects of internal classes show their public properties only.
var_dump(json_encode(new Exception("msg", 3)));
var_dump(json_encode(new Error("e")));
var_dump(json_encode(function () { return 1; }));
var_dump(json_encode([new ValueError("v"), fn() => 2]));
function gen() { yield 1; }
var_dump(json_encode(gen()));
