<?php
function needsInt(int $x) { return $x; }
needsInt("not a number");
