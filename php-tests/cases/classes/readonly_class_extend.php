<?php
class Base { public int $x; }
echo "before\n";
readonly class Child extends Base {}
