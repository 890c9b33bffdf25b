<?php
class Q {
    public function list() {}
    public function function() {}
    public function class() {}
    public function new() {}
    public function echo() {}
    public function print() {}
    public function array() {}
    public function match() {}
    public function fn() {}
    public function enum() {}
    public function readonly() {}
    public function static() {}
    public function default() {}
    public function switch() {}
    public function include() {}
    public function foreach() {}
    public function and() {}
    public function exit() {}
}
$q->list(); Q::new(); $q->class(); $q->foreach(); $q->exit();
