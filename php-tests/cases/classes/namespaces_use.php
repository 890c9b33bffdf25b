<?php
namespace App\Models;
class User { public function __construct(public string $name) {} }
namespace App\Http;
use App\Models\User;
use App\Models\User as Person;
class Controller { public function show() { return new User('x'); } public function other() { return new Person('y'); } }
$c = new Controller;
echo get_class($c), " ", get_class($c->show()), " ", $c->other()->name, " ", User::class, " ", \App\Models\User::class, "\n";
var_dump($c->show() instanceof User, $c->show() instanceof \App\Models\User);
