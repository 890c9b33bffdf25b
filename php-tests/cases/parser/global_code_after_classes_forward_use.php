<?php
$o = new Later();
echo $o->v;
class Later { public $v = 1; }
