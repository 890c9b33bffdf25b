<?php
echo $nope;
echo "after\n";
$a = $b ?? 'default';
echo $a, "\n";
var_dump(isset($c), empty($c), isset($a));
