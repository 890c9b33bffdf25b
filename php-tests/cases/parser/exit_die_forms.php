<?php
if ($a) exit;
if ($b) exit();
if ($c) exit(1);
if ($d) exit('message');
if ($e) die;
if ($f) die();
if ($g) die("bye");
$h = fn() => exit(2);
$i = $x or die('fail');
