<?php
echo "start\n";
enum E: int { case A = 'x'; }
echo "end\n";
