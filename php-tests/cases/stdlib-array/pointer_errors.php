<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => current("s"));
t(fn() => key(1));
$s = "x";
try { next($s); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { reset($s); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { end($s); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
