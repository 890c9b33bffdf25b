<?php

// mbregex warnings, ValueErrors and Errors
function show($label, $v) { echo $label, ": ", json_encode($v), "\n"; }
foreach (['(a', 'a)', '[a', '*a', '(?<n>a)\1', '\k<zz>', '(?<>a)', 'a\\', '(?<0>x)', '(?z)', '[b-a]', '\p{Foo}'] as $p) {
  show("err $p", mb_ereg($p, 'aab'));
}
try { mb_ereg('', 'a', $m); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
show('m untouched', $m ?? null);
show('bad pattern', mb_ereg("a\xff", 'a'));
show('bad pattern split', mb_split("\xfd", 'a'));
show('bad subject', [mb_ereg('a', "\xff", $m), $m]);
show('bad subject split', mb_split('a', "\xfc"));
try { mb_regex_encoding('nope'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_regex_set_options('a'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_ereg_match('a', 'a', 'k'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_ereg_search(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
mb_ereg_search_init('', '2');
mb_eregi_replace('2', '', '');
try { mb_ereg_search(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
ini_set('mbstring.regex_retry_limit', '100000');
show('retry limit', mb_ereg('A(B|C+)+D|AC+X', 'ACCCCCCCCCCCCCCCCCCCX'));
echo MB_ONIGURUMA_VERSION !== '' ? "version ok\n" : "no version\n";

ini_set('mbstring.regex_retry_limit', '100000');
var_dump(mb_ereg_replace('A(B|C+)+D|AC+X', 'z', 'ACCCCCCCCCCCCCCCCCCCX'));
var_dump(mb_split('A(B|C+)+D|AC+X', 'ACCCCCCCCCCCCCCCCCCCX'));
var_dump(mb_ereg_match('A(B|C+)+D|AC+X', 'ACCCCCCCCCCCCCCCCCCCX'));
mb_ereg_search_init('ACCCCCCCCCCCCCCCCCCCX');
var_dump(mb_ereg_search('A(B|C+)+D|AC+X'));
var_dump(mb_ereg_replace_callback('A(B|C+)+D|AC+X', fn($m) => 'z', 'ACCCCCCCCCCCCCCCCCCCX'));
// Oniguruma's stack limit: deep backtracking gives up
$s = str_repeat('ab', 200000) . 'c';
var_dump(mb_ereg('^(a|b)*c', $s));
var_dump(mb_ereg_replace('(a|b)*c', 'X', $s));
