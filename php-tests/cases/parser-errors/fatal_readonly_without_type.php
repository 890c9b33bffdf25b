<?php
class A {
    public readonly $x;
}
