<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
class T { function f(int $a, ?string $b, int|string $c, $d, ?T $f = null, int|null $g = null, mixed $h = 1, iterable $i = [], callable $j = null): ?static { return null; } function v(): void {} function n(): never { throw new Exception; } function s(): static { return $this; } }
foreach ((new ReflectionMethod('T', 'f'))->getParameters() as $p) {
    $t = $p->getType();
    echo $p->getPosition(), ' ', $p->getName(), ': ', $t === null ? 'none' : get_class($t) . ' "' . $t . '" null=' . var_export($t->allowsNull(), true) . ($t instanceof ReflectionNamedType ? ' builtin=' . var_export($t->isBuiltin(), true) . ' name=' . $t->getName() : ' [' . implode(',', array_map('strval', $t->getTypes())) . ']'), ' opt=', var_export($p->isOptional(), true), "\n";
}
foreach (['f', 'v', 'n', 's'] as $m) { $rt = (new ReflectionMethod('T', $m))->getReturnType(); echo $m, ': ', $rt, ' ', var_export($rt->allowsNull(), true), "\n"; }
