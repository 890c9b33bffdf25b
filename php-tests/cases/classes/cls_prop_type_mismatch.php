<?php
class A { protected int $x; }
echo "start\n";
class B extends A
{
    protected $x;
}
echo "not reached\n";
