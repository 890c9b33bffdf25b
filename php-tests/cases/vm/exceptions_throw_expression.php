<?php
$v = null;
try { $x = $v ?? throw new Exception("null value"); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$f = fn($x) => $x > 0 ? $x : throw new RangeException("neg");
try { echo $f(1), "\n"; $f(-1); } catch (RangeException $e) { echo $e->getMessage(), "\n"; }
try { throw "string"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
