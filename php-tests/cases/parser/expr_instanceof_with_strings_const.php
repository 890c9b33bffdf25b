<?php
var_dump($a instanceof $b::$c);
var_dump($a instanceof $o->cls);
