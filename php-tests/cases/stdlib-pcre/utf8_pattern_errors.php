<?php
var_dump(preg_match("/\xff/u", 'a'));
var_dump(preg_match("/a\x80/u", 'a'));
var_dump(preg_match("/ab\xc3/u", 'a'));
var_dump(preg_match("/\xe2\x82/u", 'a'));
var_dump(preg_match("/\xc3\x28/u", 'a'));
var_dump(preg_match("/\xc0\x80/u", 'a'));
var_dump(preg_match("/\xed\xa0\x80/u", 'a'));
var_dump(preg_match("/\xf4\x90\x80\x80/u", 'a'));
var_dump(preg_match("/\xff/", "a\xffb", $m), bin2hex($m[0]));
var_dump(preg_match("/[\xf0-\xff]+/", "a\xf1\xfeb", $m), bin2hex($m[0]));
