<?php
echo __LINE__, "\n";
echo strlen(__FILE__) > 10 ? "file ok" : "no", "\n";
function whoami() { return __FUNCTION__; }
echo whoami(), "\n";
$c = function() { return __FUNCTION__; };
echo $c(), "\n";
echo __NAMESPACE__, "|\n";
echo strlen(__DIR__) > 0 ? "dir ok" : "no dir", "\n";
