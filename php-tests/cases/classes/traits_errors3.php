<?php
echo "start\n";
class C { use Nope; }
echo "end\n";
