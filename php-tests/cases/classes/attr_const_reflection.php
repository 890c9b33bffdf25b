<?php
#[Attribute(Attribute::TARGET_CLASS_CONSTANT)]
class Label { public function __construct(public string $text) {} }

class Status {
    #[Label("on")]
    const ON = 1;
    #[Label("off"), Deprecated]
    const OFF = 0, UNKNOWN = -1;
    const PLAIN = 2;
    #[Label(self::PRIV)]
    private const PRIV = "private-value";
}

$rc = new ReflectionClass('Status');
foreach ($rc->getReflectionConstants() as $k) {
    echo $k->getName(), ": ";
    echo implode(",", array_map(fn($a) => $a->getName(), $k->getAttributes())), " ";
    var_dump($k->isDeprecated());
}
var_dump($rc->getReflectionConstant('PRIV')->getAttributes()[0]->getArguments());
print_r($rc->getReflectionConstant('ON')->getAttributes(Label::class)[0]->newInstance());
echo "\n";
var_dump($rc->getReflectionConstant('ON')->getAttributes()[0]->getTarget());

enum Suit: string {
    #[Label("red")]
    case Hearts = 'H';
    #[Label("black"), Deprecated("use Spades", since: "2.0")]
    case Clubs = 'C';
    case Spades = 'S';
    #[Label("const in enum")]
    const Wild = self::Spades;
}
$h = new ReflectionEnumBackedCase('Suit', 'Hearts');
var_dump($h->getAttributes()[0]->getArguments(), $h->getAttributes()[0]->getTarget());
$c = new ReflectionEnumUnitCase('Suit', 'Clubs');
var_dump(count($c->getAttributes()), $c->isDeprecated());
foreach ($c->getAttributes() as $a) {
    var_dump($a->getName(), $a->getArguments());
}
$dep = $c->getAttributes(Deprecated::class)[0]->newInstance();
var_dump($dep->message, $dep->since);
var_dump((new ReflectionEnum('Suit'))->getCase('Spades')->getAttributes());
var_dump((new ReflectionClassConstant('Suit', 'Wild'))->getAttributes()[0]->newInstance()->text);

interface HasConst {
    #[Label("iface")]
    const I = 1;
}
class Impl implements HasConst {}
var_dump((new ReflectionClassConstant('Impl', 'I'))->getAttributes()[0]->getArguments());
