<?php
echo "start\n";
class A {} class B implements A {}
echo "end\n";
