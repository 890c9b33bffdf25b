<?php
// mb_split and the mb_ereg_search family
function show($label, $v) { echo $label, ": ", json_encode($v), "\n"; }
show('s1', mb_split('\s*,\s*', 'a , b,c ,d'));
show('s2', mb_split(',', 'a,b,c,d', 2));
show('s3', mb_split(',', 'a,b,c,d', -1));
show('s4', mb_split(',', 'a,b,c,d', 0));
show('s5', mb_split(',', ''));
show('s6', mb_split('', 'abc'));
show('s7', mb_split('、', '日本、中国、韓国'));
show('s8', mb_split(',', 'a,b,', 5));
mb_regex_set_options('m');
show('s9', mb_split('^', "a\nb\nc"));
mb_regex_set_options('pr');
mb_ereg_search_init('abc abd abe', 'ab(.)');
while ($r = mb_ereg_search_regs()) { show('regs', [$r, mb_ereg_search_getpos()]); }
show('getregs after fail', mb_ereg_search_getregs());
show('getpos after fail', mb_ereg_search_getpos());
mb_ereg_search_init('日本語 テキスト');
show('pos', mb_ereg_search_pos('\S+'));
show('pos', mb_ereg_search_pos());
show('pos', mb_ereg_search_pos());
show('setpos', mb_ereg_search_setpos(0));
show('search', mb_ereg_search('テ'));
show('getregs', mb_ereg_search_getregs());
show('getpos', mb_ereg_search_getpos());
show('setpos -3', [mb_ereg_search_setpos(-3), mb_ereg_search_getpos()]);
try { mb_ereg_search_setpos(100); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
mb_ereg_search_init('foo');
show('empty matches', [mb_ereg_search('\A'), mb_ereg_search_getpos(), mb_ereg_search('\w+'), mb_ereg_search_getpos(), mb_ereg_search('\Z'), mb_ereg_search_getpos(), mb_ereg_search_getregs()]);
mb_ereg_search_init('x(y)', '(?<a>x)\(?(?<b>z)?');
show('named', mb_ereg_search_regs());
show('invalid init', [mb_ereg_search_init("\x80"), mb_ereg_search_getpos()]);
try { mb_ereg_search_init('a', ''); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
// an invalid subject: each bad byte is one character
var_dump(mb_ereg_search_init("ab\x80", '.'));
var_dump(mb_ereg_search(), mb_ereg_search_setpos(0));
while ($r = mb_ereg_search_regs()) { echo bin2hex($r[0]), "\n"; }
