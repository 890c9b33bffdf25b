<?php
echo "x\n";
class A { const int C = null; }
