<?php
class A { const M = match(1) { 1 => 2 }; public $c = (int) 1.5; }
