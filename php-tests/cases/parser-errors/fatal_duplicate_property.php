<?php
class A {
    public $x;
    public $x;
}
