<?php
class Secret {
    private $password = 'hunter2';
    public $user = 'bob';
    public function __debugInfo() { return ['user' => $this->user, 'password' => '***', 'extra' => [1, 2]]; }
}
$s = new Secret;
var_dump($s);
print_r($s); echo "\n";
var_export($s); echo "\n";
var_dump([$s, 'nested' => ['s' => $s]]);
var_dump(get_object_vars($s), (array)$s);
class BadDebug { public function __debugInfo() { return null; } }
var_dump(new BadDebug);
class EmptyDbg { public $a = 1; public function __debugInfo() { return []; } }
var_dump(new EmptyDbg);
echo "done\n";
