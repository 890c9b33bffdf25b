<?php
class A {
    public const X = 1;
    protected const Y = 2;
    private const Z = 3;
}
class B extends A {
    public const Y = 20;
    protected const Z = 30;
}
var_dump(B::Y);
class C extends A {

    protected const X = 10;
}
echo "not reached\n";
