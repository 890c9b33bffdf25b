<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$v = ['1.0', '1.0.0', '1.0-dev', '1.0alpha', '1.0a', '1.0b1', '1.0RC1', '1.0rc2', '1.0pl1', '1.0p1', '1.0#1', '1.0-patch', '1', '1.00', '1..0', '', 'a', '1.0.0.0.1', '5.2', '5.10', '8.5.0-dev'];
foreach ($v as $a) { echo str_pad($a, 10), ' ', implode(' ', array_map(fn($b) => version_compare($a, $b), $v)), "\n"; }
foreach (['<', 'lt', '<=', 'le', '>', 'gt', '>=', 'ge', '==', 'eq', '!=', '<>', 'ne'] as $op) { var_dump(version_compare('1.2', '1.10', $op)); }
t(fn() => version_compare('1', '2', 'bogus'));
t(fn() => version_compare('1', '2', ''));
t(fn() => version_compare('1', '2', 'LT'));
