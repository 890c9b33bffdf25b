<?php
echo "start\n";
class C implements Traversable {}
echo "end\n";
