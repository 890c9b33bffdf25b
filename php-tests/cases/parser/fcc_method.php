<?php
$m = $obj->method(...);
$d = $obj->$name(...);
