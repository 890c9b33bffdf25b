<?php
echo "start\n";
enum E { case A; } class C extends E {}
echo "end\n";
