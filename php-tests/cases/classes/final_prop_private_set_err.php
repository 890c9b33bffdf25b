<?php
class A { public private(set) int $x = 1; }
class B extends A { public int $x = 2; }
