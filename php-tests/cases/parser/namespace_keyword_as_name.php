<?php
namespace\f();
echo namespace\CONSTANT;
$x = new namespace\Cls;
