<?php
$v = $x ?? throw new Exception();
$f = fn() => throw new LogicException();
$w = $ok ? 1 : throw new Error('no');
$u = $a ?: throw new Exception;
throw $e;
