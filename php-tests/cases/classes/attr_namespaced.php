<?php
namespace App;
#[\Deprecated]
function real() {}
#[Deprecated]
function notReal() {}
real();
notReal();
use Deprecated as D;
#[D("aliased")]
function viaAlias() {}
viaAlias();
var_dump((new \ReflectionFunction("App\\notReal"))->getAttributes()[0]->getName());
