<?php
class A { final public static $x = 1; }
class B extends A { public static $x = 2; }
