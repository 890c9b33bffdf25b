<?php
$v = new SensitiveParameterValue("secret");
var_dump($v);
var_dump($v->getValue());
print_r($v);
echo "\n";
var_export($v);
echo "\n";
var_dump($v->__debugInfo());
var_dump((array) $v);
var_dump(json_encode($v));
try {
    serialize($v);
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    unserialize('O:23:"SensitiveParameterValue":0:{}');
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$arr = new SensitiveParameterValue([1, 2, 3]);
var_dump($arr->getValue());
$obj = new SensitiveParameterValue(new stdClass);
var_dump($obj->getValue() instanceof stdClass);
$rc = new ReflectionClass('SensitiveParameterValue');
var_dump($rc->isFinal(), $rc->isInternal());
$c = clone $v;
var_dump($c->getValue());
var_dump($v == new SensitiveParameterValue("secret"));
$a = new SensitiveParameter();
print_r($a);
echo "\n";
$r = new ReflectionClass('SensitiveParameter');
var_dump($r->getAttributes()[0]->getArguments());
