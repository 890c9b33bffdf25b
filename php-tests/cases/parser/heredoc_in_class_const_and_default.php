<?php
class C {
    const X = <<<'X'
    const value
    X;
    public $p = <<<EOT
    prop
    EOT;
}
function f($a = <<<D
  default
  D) {}
