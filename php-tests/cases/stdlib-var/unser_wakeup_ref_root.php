<?php
class obj {
    public $ryat;
    public function __wakeup() { $this->ryat = 42; }
}
var_dump(unserialize('O:8:"stdClass":1:{i:0;O:3:"obj":1:{s:4:"ryat";R:1;}}'));
