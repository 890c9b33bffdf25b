<?php
function f(): iterable { yield 1; }
function g(): Generator { return 1; yield; }
function h(): void { $f = fn() => yield 1; }
