<?php
// SplFileInfo and its subclasses are not serializable (php's @not-serializable): a
// subclass declaring __serialize/__unserialize gets no signature deprecation
class MySplFileInfo extends SplFileInfo {
    public function __serialize() { return []; }
    public function __unserialize($value) { return new self('file'); }
}
foreach ([new SplFileInfo(__FILE__), new MySplFileInfo(__FILE__), new SplTempFileObject(), new DirectoryIterator(__DIR__)] as $o) {
    try {
        serialize($o);
    } catch (Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
foreach (['O:13:"MySplFileInfo":0:{}', 'C:13:"MySplFileInfo":0:{}', 'O:11:"SplFileInfo":0:{}'] as $s) {
    try {
        var_dump(unserialize($s));
    } catch (Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
var_dump(method_exists('SplFileInfo', '__serialize'));
