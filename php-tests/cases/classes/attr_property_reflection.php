<?php
#[Attribute(Attribute::TARGET_PROPERTY)]
class Column { public function __construct(public string $type = "string", public bool $nullable = false) {} }
#[Attribute(Attribute::TARGET_PROPERTY | Attribute::IS_REPEATABLE)]
class Check { public function __construct(public string $rule) {} }

trait Stamps {
    #[Column("datetime")]
    public $created;
}

class Entity {
    use Stamps;
    #[Column("int")]
    public int $id = 0;
    #[Column(nullable: true), Check("len<10"), Check("ascii")]
    protected ?string $name = null;
    #[Column("float")]
    public $a, $b;
    public static $registry = [];
    #[Column("array")]
    private static array $cache = [];
    public $plain;
}

$rc = new ReflectionClass('Entity');
foreach ($rc->getProperties() as $p) {
    echo $p->getName(), ":\n";
    foreach ($p->getAttributes() as $a) {
        echo "  ", $a->getName(), " ", json_encode($a->getArguments()), " repeated=", var_export($a->isRepeated(), true), " target=", $a->getTarget(), "\n";
    }
}
$n = new ReflectionProperty('Entity', 'name');
print_r($n->getAttributes(Column::class)[0]->newInstance());
echo "\n";
var_dump(count($n->getAttributes(Check::class)));
foreach ($n->getAttributes(Check::class) as $c) {
    var_dump($c->newInstance()->rule);
}
$o = new Entity;
$o->dyn = 1;
$rp = new ReflectionProperty($o, 'dyn');
var_dump($rp->getAttributes());
#[Attribute(Attribute::TARGET_METHOD)]
class M {}
class Bad { #[M] public $x; }
try {
    (new ReflectionProperty('Bad', 'x'))->getAttributes()[0]->newInstance();
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
