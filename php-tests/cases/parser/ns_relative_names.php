<?php
namespace App;

echo namespace\helper();
$x = new namespace\Sub\Thing();
echo \strlen('abc');
echo Sub\CONSTANT;
