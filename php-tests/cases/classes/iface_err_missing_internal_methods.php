<?php
echo "start\n";
class C implements Iterator
{
    function current(): mixed { return 1; }
}
echo "end\n";
