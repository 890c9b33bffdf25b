<?php
enum Foo {
    public $x;
}
