<?php
var_dump(unserialize('i:5;xyz'));
var_dump(unserialize("i:5;\0"));
var_dump(unserialize('a:0:{};'));
var_dump(unserialize('N;N;'));
var_dump(unserialize('s:1:"a";s'));
