<?php
var_dump(preg_quote('Hello.World?(1+1=2)[a]{b}<c>|d:e-f#g!h$i^j*k\\l'));
var_dump(preg_quote('a/b#c', '/'));
var_dump(preg_quote('a/b#c', '#'));
var_dump(preg_quote("nul\0byte"));
var_dump(preg_quote(''));
var_dump(preg_quote('abc', ''));
var_dump(preg_quote('abc', 'bc'));
var_dump(preg_quote('abc', null));
var_dump(preg_match('/' . preg_quote('1.5*[x]', '/') . '/', 'a1.5*[x]b'));
