<?php
class Plain { public int $n = 1; public $s; }
class Hooked extends Plain {
    public $s = "hooked" { get => "[" . parent::$n::get() . "]"; }
}
