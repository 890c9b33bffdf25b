<?php
// get_parent_class() and property_exists() argument checks (php 8.5 messages).
class P { public $x; } class K extends P { function t() { var_dump(get_parent_class()); } }
(new K)->t();
foreach ([null, 1, 1.5, true, false, [], "nope", "", "K", new K] as $v) {
    try { var_dump(get_parent_class($v)); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    try { var_dump(property_exists($v, "x")); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
try { var_dump(property_exists([], [])); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(get_parent_class());
