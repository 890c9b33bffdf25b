<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = "str";
try { sort($s); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "
"; }
try { ksort($s); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "
"; }
try { arsort($s); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "
"; }
$a = [2, 1];
try { sort($a, "x"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "
"; }
var_dump(sort($a, 99), $a);
$e = [];
var_dump(sort($e), $e);
