<?php
echo "start\n";
final class A {} class B extends A {}
echo "end\n";
