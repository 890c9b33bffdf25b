<?php
function stop() { echo "in function\n"; exit; }
stop();
echo "never\n";
