<?php
// Oniguruma Ruby-syntax corners: stacked quantifiers, reversed intervals, class unions and
// intersections, (?i) scoped to the end of its group, extended mode
foreach ([
 ['a**', 'aaa'], ['a+*', 'aaa'], ['a{1,2}+', 'aaa'], ['a{1,2}?', 'aaa'], ['a?+', 'a'], ['(ab){2}{2}', 'abababab'],
 ['a{2,1}', 'aaa'], ['a{,2}b', 'aab'], ['a{2}', 'aaa'], ['x{a}', 'x{a}'], ['x{', 'x{'], ['{1}', '{1}'],
 ['[a-z&&[^aeiou]]+', 'abcde'], ['[^a-z&&b]+', 'b1c'], ['[\d&&[^5]]+', '12567'], ['[a[^b]]+', 'abc'],
 ['[[^a]&&[^b]]+', 'abcd'], ['[^[^a]]+', 'aab'], ['[a-c[x-z]]+', 'bzq'], ['[]]+', ']]a'],
 ['a(?i)b|c', 'c'], ['a(?i)b|c', 'aC'], ['x(a(?i)b|c)y', 'xcy'], ['(?i)a|b', 'B'], ['a(?i:b)c', 'aBC'],
 ['(?x) a # c', 'a'], ['(?x)a b (?-x)c d', 'abc d'],
 ['^*a', 'a'], ['(?:)+', 'a'], ['\w+?', 'abc'],
] as [$p, $s]) {
  echo $p, ' ', json_encode($s), ' ', json_encode([@mb_ereg($p, $s, $m), $m]), "\n";
}
foreach ([['a(?i)b|c', 'c'], ['a(?i)b|c', 'aC'], ['x(a(?i)b|c)', 'xc'], ['a{2,1}', 'aaa'], ['a{2,1}a', 'aaa'], ['[a-z&&[^aeiou]]+', 'abcde'], ['[^a-z&&b]+', 'b1c'], ['\O', "\n"], ['a{1,2}+', 'aaa'], ['[\d&&[^5]]+', '12567']] as [$p, $s]) {
  echo $p, ' ', json_encode($s), ' ', json_encode([@mb_ereg($p, $s, $m), $m]), "\n";
}
// an unbounded repeat in a look-behind
var_dump(mb_ereg('(?<=a+)b', 'aab', $m), $m);
var_dump(mb_ereg_replace('(?<=\d*)x', '-', '12x ax'));
