<?php
echo "{ $var }";
echo "\{$var}";
echo "{\$var}";
echo "$ var";
