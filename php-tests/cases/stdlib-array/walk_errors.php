<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$s = "str";
try { array_walk($s, "strlen"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$a = [1];
try { array_walk($a, 5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { array_walk($a, function ($v, $k) { throw new Exception("in cb $k"); }); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
