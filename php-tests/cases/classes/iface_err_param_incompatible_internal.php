<?php
echo "start\n";
// a parameter incompatible with an internal interface method is still a fatal error
class C implements ArrayAccess
{
    function offsetExists(int $o): bool { return false; }
    function offsetGet($o): mixed { return null; }
    function offsetSet($o, $v): void {}
    function offsetUnset($o): void {}
}
echo "end\n";
