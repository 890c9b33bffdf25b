<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
var_dump(strrev("hello"), strrev(""), strrev("a\0b"), strrev(123));
