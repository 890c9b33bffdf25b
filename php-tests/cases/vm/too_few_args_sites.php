<?php
function two($a, $b) { return $a + $b; }
try { array_map('two', [1, 2]); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { two(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
class K { function m($a, $b) {} }
try { (new K)->m(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { call_user_func([new K, 'm'], 1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
