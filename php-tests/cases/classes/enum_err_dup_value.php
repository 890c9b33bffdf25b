<?php
echo "start\n";
enum E: int { case A = 1; case B = 1; }
echo "end\n";
