<?php
$m = $obj->method(...);
$n = $obj?->method(...);
$d = $obj->$name(...);
