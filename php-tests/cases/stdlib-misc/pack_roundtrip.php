<?php
$data = [1, 2, 300, -5];
$bin = pack("NnvC", ...$data);
var_dump(strlen($bin), unpack("Na/nb/vc/Cd", $bin));
$bin = pack("a8J", "header", 123456789012);
var_dump(strlen($bin), unpack("a8name/Jvalue", $bin));
$bin = pack("e2", 1.25, -2.5);
var_dump(unpack("e2", $bin));
$h = unpack("H*hex", pack("N", 0xdeadbeef));
var_dump($h);
var_dump(unpack("q", pack("q", -42)), unpack("Q", pack("Q", PHP_INT_MAX)));
var_dump(unpack("N", pack("N", -1)), unpack("l", pack("l", -1)), unpack("V", pack("V", 4294967295)));
