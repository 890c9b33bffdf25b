<?php
// (*MARK:NAME) and its short form (*:NAME): a "MARK" entry last in each match array.
$re = '/(?<l>a)(*MARK:A)|b(*:B)|(c)/';
var_dump(preg_match($re, 'xb', $m), $m);
var_dump(preg_match($re, 'xa', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match($re, 'xc', $m, PREG_UNMATCHED_AS_NULL), $m);
var_dump(preg_match_all($re, 'abcab', $m), $m);
var_dump(preg_match_all($re, 'abcab', $m, PREG_SET_ORDER), $m);
var_dump(preg_match_all('/x(*:X)/', 'yyy', $m), $m);
echo preg_replace_callback($re, fn($m) => '[' . ($m['MARK'] ?? '-') . ':' . count($m) . ']', 'a.b.c'), "\n";
echo preg_replace_callback_array(['/(*:one)o/' => fn($m) => $m['MARK'], '/t(*:two)/' => fn($m) => strtoupper($m['MARK'])], 'oto'), "\n";
// names set by backtracking verbs, and a mark passed before a failing branch
var_dump(preg_match('/a(*PRUNE:P)b|ac/', 'ab', $m), $m);
var_dump(preg_match('/(*MARK:M1)x(*MARK:M2)y|z/', 'xz', $m), $m);
// empty matches with marks (the retry after an empty match keeps its own mark)
var_dump(preg_match_all('/(*:E)|a(*:A)/', 'aa', $m), $m);
var_dump(preg_split('/(*:S),/', 'a,b'));
// the same on PCRE2's interpreter (a lowered backtrack limit)
ini_set('pcre.backtrack_limit', '9999');
var_dump(preg_match_all('/a(*:A)|b(*:B)/', 'ab', $m), $m);
