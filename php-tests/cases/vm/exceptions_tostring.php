<?php
$e = new Exception("msg");
$s = (string)$e;
echo strlen($s) > 20 ? "has text" : "short", "\n";
