<?php switch ($x): ?>
<?php case 1: ?>
one
<?php endswitch ?>
