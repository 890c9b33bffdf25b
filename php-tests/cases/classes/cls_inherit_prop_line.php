<?php
// inheritance errors are reported at the line where the class starts
class A
{
    public static $p = "A::p";
}



class B
    extends A
{
    public $p = "B::p";
}
echo "not reached\n";
