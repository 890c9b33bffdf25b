<?php
echo "start\n";
enum E { case A; public function cases() {} }
echo "end\n";
