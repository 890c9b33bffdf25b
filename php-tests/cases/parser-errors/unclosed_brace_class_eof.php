<?php
class A {
    public $x;
