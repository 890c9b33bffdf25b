<?php
echo "start\n";
echo match (3.5) { 1 => 'a' };
