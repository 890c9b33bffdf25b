<?php
echo "start\n";
enum E: int { case A; }
echo "end\n";
