<?php
class Dep { public static int $made = 0; public int $id; public function __construct(public string $tag = "dep") { $this->id = ++self::$made; echo "Dep#{$this->id}({$tag})\n"; } }
class Wrap { public function __construct(public $inner = new Dep("wrapped"), public array $list = [new Dep("in-array")]) {} }
enum Mode: string { case Fast = 'f'; case Slow = 's'; }
class Cfg { public function __construct(public Mode $mode = Mode::Fast, public ?Dep $d = null) {} }

function withDefault(Dep $d = new Dep(tag: "default"), int $n = 1) { return "{$d->tag}#{$d->id} n=$n"; }
echo withDefault(), "\n";
echo withDefault(n: 5), "\n";
echo withDefault(new Dep("explicit")), "\n";
function nested($c = new Cfg(Mode::Slow, new Dep("nested"))) { return $c->mode->name . " " . $c->d->tag; }
echo nested(), "\n";
$w = new Wrap;
echo $w->inner->tag, " ", $w->list[0]->tag, "\n";
class M { public function meth($x = new self(), $y = new ArrayObject([1, 2, 3])) { return get_class($x) . " " . count($y); } }
echo (new M)->meth(), "\n";

function counter() {
    static $calls = 0;
    static $obj = new Dep("static-var");
    static $computed = strtoupper("abc") . PHP_INT_SIZE;
    static $fromFn = counterSeed();
    $calls++;
    return "$calls {$obj->id} $computed $fromFn";
}
function counterSeed() { echo "seeding\n"; return 42; }
echo counter(), "\n";
echo counter(), "\n";
function staticArgs($v) { static $first = $v; return $first; }
var_dump(staticArgs(1), staticArgs(2));

const G_CONST = new Dep("const");
var_dump(G_CONST->tag, G_CONST instanceof Dep);
var_dump(define('G_DEFINE', new Dep("define")), G_DEFINE->id);
try { $gc = G_CONST; $gc->tag = "changed"; var_dump(G_CONST->tag); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { define('G_CONST', 1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(G_CONST === G_CONST, constant('G_DEFINE')->tag);

#[Attribute(Attribute::TARGET_ALL)]
class Meta { public function __construct(public $value = null, public array $extra = []) {} }
#[Meta(new Dep("attr"), extra: [new Cfg(Mode::Slow)])]
function annotated(#[Meta(new Dep("param-attr"))] $p) {}
$rf = new ReflectionFunction('annotated');
echo "before newInstance\n";
$m = $rf->getAttributes()[0]->newInstance();
var_dump($m->value->tag, $m->extra[0]->mode);
var_dump($rf->getParameters()[0]->getAttributes()[0]->newInstance()->value->tag);
var_dump(Dep::$made);
$rp = (new ReflectionFunction('withDefault'))->getParameters()[0];
var_dump($rp->isDefaultValueAvailable());
var_dump($rp->getDefaultValue()->tag);
echo "compile error next\n";
eval('class PropDefault { public $p = new Dep("prop"); }');
