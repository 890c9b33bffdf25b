<?php
class A {
    function f() { return parent::X; }
}
