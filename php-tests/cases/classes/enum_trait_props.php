<?php
trait WithProp { public $x = 1; }
echo "before\n";
enum E { use WithProp; case A; }
