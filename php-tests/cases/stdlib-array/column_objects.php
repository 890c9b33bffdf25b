<?php
class User {
    public $id, $name;
    private $secret = "s";
    protected $role = "r";
    public function __construct($id, $name) { $this->id = $id; $this->name = $name; }
    public static function column($rows, $col, $idx = null) { return array_column($rows, $col, $idx); }
}
class Magic {
    public function __isset($n) { echo "isset($n)\n"; return $n === 'name' || $n === 'id'; }
    public function __get($n) { echo "get($n)\n"; return $n === 'id' ? 99 : "magic-$n"; }
}
$rows = [new User(1, "ann"), new User(2, "bob"), ['id' => 3, 'name' => 'cy'], new Magic, 42, "str"];
var_dump(array_column($rows, 'name'));
var_dump(array_column($rows, 'name', 'id'));
var_dump(array_column($rows, null, 'id'));
var_dump(array_column($rows, 'secret'));
var_dump(array_column($rows, 'role'));
var_dump(User::column($rows, 'secret', 'name'));
var_dump(User::column($rows, 'role'));
var_dump(array_column($rows, 'missing'));
$n = new stdClass;
$n->{0} = 'zero';
$n->{1} = 'one';
var_dump(array_column([$n, [0 => 'a0', 1 => 'a1']], 1, 0));
$nulls = new stdClass;
$nulls->v = null;
var_dump(array_column([$nulls], 'v'));
