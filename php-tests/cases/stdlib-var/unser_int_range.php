<?php
var_dump(unserialize('i:9223372036854775807;'));
var_dump(unserialize('i:-9223372036854775808;'));
var_dump(unserialize('i:9223372036854775808;'));
var_dump(unserialize('i:-9223372036854775809;'));
var_dump(unserialize('i:000000000000000000000000001;'));
var_dump(unserialize('a:1:{i:99999999999999999999;i:1;}'));
