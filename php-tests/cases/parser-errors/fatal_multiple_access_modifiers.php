<?php
class A {
    public private $x;
}
