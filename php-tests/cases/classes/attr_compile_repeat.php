<?php
#[NoDiscard]
#[NoDiscard]
function f() { return 1; }
echo "never\n";
