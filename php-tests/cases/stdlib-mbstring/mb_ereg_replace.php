<?php
// mb_ereg_replace / mb_eregi_replace / mb_ereg_replace_callback
function show($label, $v) { echo $label, ": ", json_encode($v), "\n"; }
show('r1', mb_ereg_replace('(\w+) (\w+)', '\2 \1', 'hello world foo bar'));
show('r2', mb_ereg_replace('o', '0', 'foo boo'));
show('r3', mb_ereg_replace('', '-', 'abc'));
show('r4', mb_ereg_replace('b*', '-', 'abc'));
show('r5', mb_ereg_replace('(a)', '[\0\1\2\\\\]', 'aXa'));
show('r6', mb_eregi_replace('A', 'x', 'aAbA'));
show('r7', mb_ereg_replace('a', 'x', 'aAbA', 'i'));
show('r8', mb_ereg_replace('^', '>', "a\nb", 'm'));
show('r9', mb_ereg_replace('^', '>', "a\nb"));
show('r10', mb_ereg_replace('$', '<', "a\nb\n", ''));
show('r11', mb_ereg_replace('\s', '', "日 本 語"));
show('r12', mb_ereg_replace('日', '\\', "日本"));
show('r13', mb_ereg_replace('(?<x>本)', '[\k<x>]', "日本"));
show('r14', mb_ereg_replace('(?<x>本)', '[\1]', "日本"));
show('r15', mb_ereg_replace('a', 'b', "aaa", 'n'));
show('r16', mb_ereg_replace('a*', 'X', "baaac", 'n'));
show('r17', mb_ereg_replace('(1)(2)(3)(4)(5)(6)(7)(8)(9)(a)', '\k<10>\k<01>\k<>\k<1', '123456789a'));
show('r18', mb_ereg_replace("C?$", "Z", "ABC"));
show('r19', mb_ereg_replace(".*", "b", "a"));
show('invalid subject', mb_ereg_replace('a', 'b', "\xff"));
foreach (['e', 'q'] as $o) {
  try { mb_ereg_replace('a', 'b', 'a', $o); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
echo mb_ereg_replace_callback('\d+', fn($m) => $m[0] * 2, 'a1 b22 c333'), "\n";
echo mb_ereg_replace_callback('(x)?(\d)', fn($m) => json_encode($m), 'a1'), "\n";
echo mb_ereg_replace_callback('(?<w>\w+) (?<d>\d+)', fn($m) => "$m[d]-$m[w]", 'abc 123 xyz 9'), "\n";
echo mb_ereg_replace_callback('', fn($m) => '|', 'ab'), "\n";
try {
  mb_ereg_replace_callback('a', function () { throw new Exception('thrown'); }, 'xax');
} catch (Exception $e) {
  echo $e->getMessage(), "\n";
}
