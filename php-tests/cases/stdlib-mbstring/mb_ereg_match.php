<?php
// mb_ereg / mb_eregi / mb_ereg_match: captures, named groups, Ruby syntax, options
function show($label, $v) { echo $label, ": ", json_encode($v), "\n"; }
foreach ([
  ['(\d+)-(\d+)', 'tel 123-456'],
  ['(?<year>\d{4})-(?<mon>\d\d)', 'on 2024-05-01'],
  ['(?<zeta>.)(?<alpha>.)(?<mid>.)(?<q>.)', 'wxyz'],
  ['\w+((?<p>？)|(?<p>！))', '中！'],
  ['^abc$', "x\nabc\ny"],
  ['(?m)a.c', "a\nc"],
  ['a|(b)', 'a'],
  ['ÄÖ+', 'xÄÖÖÖy'],
  ['[[:upper:]]+', 'abcDEFghi'],
  ['[[:xdigit:]]+', 'zz0123４５'],
  ['\h+', 'xyz0aFq'],
  ['\p{Hiragana}+', 'カタカナひらがな'],
  ['\p{Digit}+', 'ab123'],
  ['(?i)ǅ', 'ǆ'],
  ['x*', 'abc'],
  ['\Aab\z', "ab"],
  ['ab\Z', "ab\n"],
  ['a{,2}', "aaa"],
  ['(a)\k<1>', "aa"],
  ['(a)\k<-1>', "aa"],
  ['a\qb', "aqb"],
  ['[\K]', "K"],
  ['\x41\u0042', "AB"],
  ['(?x) a b # comment', "ab"],
  ['[^\]]+', "ab]c"],
  ['[a[bc]]+', "xcbay"],
  ['(?<a>x)(?<b>y)?', "x"],
  ['\bfoo\b', "a foo b"],
  ['.', ""],
] as [$p, $s]) {
  $r = mb_ereg($p, $s, $m);
  show("ereg $p", [$r, $m]);
}
show('eregi', [mb_eregi('ABC', 'xabcx', $m), $m]);
show('eregi', [mb_eregi('é', 'É', $m), $m]);
show('no regs', mb_ereg('b', 'abc'));
show('match', [mb_ereg_match('a', 'abc'), mb_ereg_match('b', 'abc'), mb_ereg_match('.*b', 'abc'), mb_ereg_match('A', 'abc', 'i')]);
mb_regex_set_options('m');
show('line anchors', [mb_ereg('^b$', "a\nb\nc"), mb_ereg('a.b', "a\nb")]);
mb_regex_set_options('');
show('no dotall', mb_ereg('a.b', "a\nb"));
mb_regex_set_options('x');
show('extended', mb_ereg('a b', "ab"));
mb_regex_set_options('b');
show('posix basic', [mb_ereg('a\{2\}', "aa"), mb_ereg('a{2}', "a{2}")]);
mb_regex_set_options('pr');
show('opts', [mb_regex_set_options('ix'), mb_regex_set_options('lns'), mb_regex_set_options('j'), mb_regex_set_options('zbgcud'), mb_regex_set_options()]);
show('enc', [mb_regex_encoding(), mb_regex_encoding('utf8'), mb_regex_encoding(), mb_regex_encoding('ascii'), mb_regex_encoding(), mb_regex_encoding('iso-8859-1'), mb_regex_encoding()]);
show('latin1', [mb_ereg("(\xe9+)", "a\xe9\xe9b", $m), bin2hex($m[1]), mb_eregi("\xc9", "\xe9")]);
show('latin1 replace', bin2hex(mb_ereg_replace("\xe9", "E", "a\xe9b")));
mb_regex_encoding('UCS-4');
show('ucs4', [mb_ereg("\0\0\0b", "\0\0\0a\0\0\0b", $m), bin2hex($m[0])]);
