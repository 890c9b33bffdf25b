<?php
#[\NoDiscard]
function compute() { echo "computing\n"; return 42; }
#[\NoDiscard("the result tells if it worked")]
function tryIt(): bool { return true; }
#[\NoDiscard(message: "named")]
function named(): int { return 1; }
class Svc {
    #[\NoDiscard]
    public function get(): array { return [1]; }
    #[\NoDiscard("static one")]
    public static function make(): static { return new static; }
}
compute();
(void) compute();
$x = compute();
var_dump($x);
echo compute(), "\n";
tryIt();
named();
if (tryIt()) { echo "used in if\n"; }
$s = new Svc;
$s->get();
Svc::make();
(void) $s->get();
$arr = [$s->get(), Svc::make()];
$s?->get();
$c = #[\NoDiscard] function () { return 1; };
$c();
(void) $c();
$f = #[\NoDiscard("arrow")] fn() => 2;
$f();
for ($i = 0; $i < 1; compute()) { $i++; }
echo "callbacks do not warn:\n";
array_map('compute', [1]);
echo "handler:\n";
set_error_handler(function ($no, $msg, $file, $line) {
    echo "errno=$no line=$line: $msg\n";
    return true;
});
compute();
$s->get();
echo "deprecated and nodiscard:\n";
#[\Deprecated, \NoDiscard]
function both() { return 1; }
both();
$r = new ReflectionFunction('compute');
var_dump($r->getAttributes()[0]->getName());
print_r($r->getAttributes()[0]->newInstance());
echo "\n";
