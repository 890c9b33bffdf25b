<?php
echo "start\n";
enum E { case A; case A; }
echo "end\n";
