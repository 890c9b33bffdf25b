<?php
$config = require 'inc/config.inc';
print_r($config);
$again = require_once 'inc/config.inc';
var_dump($again);
