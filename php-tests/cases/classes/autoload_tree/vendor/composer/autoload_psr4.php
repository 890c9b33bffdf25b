<?php
$vendorDir = dirname(__DIR__);
$baseDir = dirname($vendorDir);
return array(
    'App\\' => array($baseDir . '/src'),
    'Lib\\Util\\' => array($baseDir . '/lib'),
);
