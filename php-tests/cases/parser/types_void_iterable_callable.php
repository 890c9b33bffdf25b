<?php
function a(): void {}
function b(iterable $i): iterable { return $i; }
function c(callable $c): callable { return $c; }
