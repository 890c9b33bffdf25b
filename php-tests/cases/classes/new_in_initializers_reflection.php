<?php
// Reflection of parameter defaults that build objects (`= new C(...)`)
class Dep { function __construct(public string $tag = "dep", public int $k = 0) { echo "Dep(", $tag, ",", $k, ")\n"; } }
class NoCtor {}
class M {
    function m($x = new self(), $y = new ArrayObject(array: [1, 2]), $z = new Dep(k: 2), $w = [1, new Dep('q')], $v = null, $u = new Dep("it's \\ here", 3)) {}
}
foreach ((new ReflectionMethod('M', 'm'))->getParameters() as $p) {
    var_dump($p->isDefaultValueAvailable(), $p->isDefaultValueConstant(), $p->getDefaultValueConstantName());
    $d = $p->getDefaultValue();
    var_dump(is_object($d) ? get_class($d) : $d);
    echo $p, "\n";
}
function nc($o = new NoCtor(x: 1)) {}
var_dump((new ReflectionFunction('nc'))->getParameters()[0]->getDefaultValue());
function bad($o = new Dep(nope: 1)) {}
try { var_dump((new ReflectionFunction('bad'))->getParameters()[0]->getDefaultValue()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function unk($o = new Nope()) {}
try { var_dump((new ReflectionFunction('unk'))->getParameters()[0]->getDefaultValue()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo new ReflectionFunction('unk');
function twice($d = new Dep("fresh")) {}
$rp = (new ReflectionFunction('twice'))->getParameters()[0];
var_dump($rp->getDefaultValue() === $rp->getDefaultValue());
#[Attribute]
class Meta { function __construct(public $v = null) {} }
#[Meta(new Dep(k: 7, tag: "attr"))]
function a() {}
var_dump((new ReflectionFunction('a'))->getAttributes()[0]->newInstance()->v->k);
