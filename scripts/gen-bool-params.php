<?php
// Prints "name mask" for every internal function that has a parameter declared exactly
// `bool` (not nullable, not a union): bit n of mask is set when parameter n is one.
// scripts/gen-bool-params.sh runs it under both oracles and writes
// vm/src/builtins/bool_params_table.rs.
foreach (get_defined_functions()['internal'] as $f) {
    $mask = 0;
    foreach ((new ReflectionFunction($f))->getParameters() as $i => $p) {
        $t = $p->getType();
        if ($i < 31 && !$p->isVariadic() && $t instanceof ReflectionNamedType
            && $t->getName() === 'bool' && !$t->allowsNull()) {
            $mask |= 1 << $i;
        }
    }
    if ($mask) echo strtolower($f), ' ', $mask, "\n";
}
