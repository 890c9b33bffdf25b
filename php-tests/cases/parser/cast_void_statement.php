<?php
#[\NoDiscard]
function f(): int { return 1; }
(void) f();
(void) $obj->method();
( void ) f();
