<?php
function d($n) { return $n === 0 ? 0 : d($n - 1) + 1; }
echo d(100000), "\n";
