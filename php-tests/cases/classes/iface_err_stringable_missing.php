<?php
echo "start\n";
class C implements Stringable {}
echo "end\n";
