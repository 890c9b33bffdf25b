<?php
$a = '#[NotAttr]';
#comment without space
#
echo 1;
