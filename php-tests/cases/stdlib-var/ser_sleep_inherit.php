<?php
class Base {
    private $basePriv = 'bp';
    protected $prot = 'p';
    public $pub = 'u';
}
class Child extends Base {
    private $own = 'o';
    public function __sleep() { return ['own', 'prot', 'pub', 'basePriv']; }
}
echo str_replace("\0", '\0', serialize(new Child)), "\n";
class Typed {
    public int $set = 1;
    public int $unset;
    public function __sleep() { return ['set', 'unset']; }
}
var_dump(serialize(new Typed));
class Dyn {
    public function __sleep() { $this->later = 5; return ['later']; }
}
var_dump(@serialize(new Dyn));
