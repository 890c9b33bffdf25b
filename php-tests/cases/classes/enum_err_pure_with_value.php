<?php
echo "start\n";
enum E { case A = 1; }
echo "end\n";
