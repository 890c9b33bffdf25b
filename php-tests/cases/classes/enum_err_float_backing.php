<?php
echo "start\n";
enum E: float { case A = 1.5; }
echo "end\n";
