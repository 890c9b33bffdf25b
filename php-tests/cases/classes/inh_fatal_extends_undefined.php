<?php
echo "start\n";
class A extends Undefined {}
echo "end\n";
