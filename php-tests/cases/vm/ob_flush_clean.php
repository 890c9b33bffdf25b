<?php
ob_start();
echo "one ";
ob_flush();
echo "two ";
ob_clean();
echo "three\n";
ob_end_flush();
var_dump(ob_get_level());
