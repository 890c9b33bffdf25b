<?php
include 'a.php';
include_once 'b.php';
require 'c.php';
require_once __DIR__ . '/d.php';
include('e.php');
$r = (include 'f.php') + 1;
$v = require $path;
if ((include_once $x) === false) {}
