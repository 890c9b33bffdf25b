<?php
$text = "the quick brown fox jumps over the lazy dog the end";
$counts = [];
foreach (explode_words($text) as $w) { $counts[$w] = ($counts[$w] ?? 0) + 1; }
function explode_words($t) { $out = []; $cur = ''; for ($i = 0; $i < strlen($t); $i++) { if ($t[$i] === ' ') { if ($cur !== '') $out[] = $cur; $cur = ''; } else { $cur .= $t[$i]; } } if ($cur !== '') $out[] = $cur; return $out; }
arsort_manual($counts);
function arsort_manual(&$a) { uasort($a, fn($x, $y) => $y <=> $x); }
print_r(array_slice_manual($counts, 3));
function array_slice_manual($a, $n) { $o = []; foreach ($a as $k => $v) { if ($n-- <= 0) break; $o[$k] = $v; } return $o; }
