<?php
ini_set('memory_limit', '16M');
function down($n) { return down($n + 1); }
echo "start\n";
down(0);
