<?php
echo "start\n";
class C implements UnitEnum {}
echo "end\n";
