<?php
// DateTime's and DateTimeZone's __serialize() give a subclass's own properties under
// php's mangled names; __unserialize() puts them back (a private one only for a class the
// object is; references are skipped).
class I extends DateTimeImmutable {
    private $var1 = 1;
    protected $var2 = 2;
    public $var3 = 3;
}
class Z extends DateTimeZone {
    protected int $p = 5;
    public $q = 'q';
}
$i = new I('2020-01-02 03:04:05', new DateTimeZone('UTC'));
echo $s = serialize($i), "\n";
var_dump(unserialize($s));
$z = new Z('Europe/Paris');
echo $s = serialize($z), "\n";
var_dump(unserialize($s));
$t = 'O:1:"I":6:{s:4:"date";s:26:"2020-01-02 03:04:05.000000";s:13:"timezone_type";i:3;s:8:"timezone";s:3:"UTC";s:7:"' . "\0J\0" . 'var1";i:9;s:7:"' . "\0*\0" . 'var2";i:8;s:4:"var3";i:7;}';
var_dump(unserialize($t));
