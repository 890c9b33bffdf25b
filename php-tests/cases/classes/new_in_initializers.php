<?php
class Logger { public static int $made = 0; public function __construct(public string $name = 'default') { self::$made++; echo "Logger({$name})\n"; } }
class Service {
    public function __construct(private Logger $logger = new Logger('svc')) {}
    public function name() { return $this->logger->name; }
}
$s1 = new Service;
$s2 = new Service;
$s3 = new Service(new Logger('custom'));
var_dump($s1->name(), $s2->name(), $s3->name(), Logger::$made);
function f(Logger $l = new Logger(name: 'fn')) { return $l->name; }
var_dump(f(), f(new Logger));
static $st = new Logger('static-var');
const GLOBAL_LOGGER = new Logger('const');
var_dump(GLOBAL_LOGGER->name);
#[Attribute]
class Attr { public function __construct(public Logger $l = new Logger('attr')) {} }
#[Attr(new Logger('in-attr'))]
class Tagged {}
$attr = (new ReflectionClass('Tagged'))->getAttributes()[0]->newInstance();
var_dump($attr->l->name);
function g($x = new stdClass) { $x->n = ($x->n ?? 0) + 1; return $x->n; }
var_dump(g(), g());
class Arg { public function __construct(public $v) {} }
function h($a = new Arg(new Arg([1, 2]))) { return $a; }
var_dump(h());
