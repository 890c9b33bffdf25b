<?php
class A {
    abstract function m();
}
