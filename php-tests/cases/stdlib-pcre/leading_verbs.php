<?php
// Start-of-pattern items that become match options: (*NOTEMPTY), (*NOTEMPTY_ATSTART).
var_dump(preg_match_all('/(*NOTEMPTY)a*/', 'baaab', $m), $m);
var_dump(preg_match_all('/(*NOTEMPTY_ATSTART)a*/', 'baaab', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_split('/(*NOTEMPTY)x*/', 'axbxxc'));
var_dump(preg_replace('/(*NOTEMPTY_ATSTART)(*LIMIT_MATCH=1000)b*/', '-', 'abbcb'));
var_dump(preg_match('/(*NOTEMPTY)/', 'abc'));
var_dump(preg_replace_callback('/(*NOTEMPTY)\d*/', fn($m) => "[$m[0]]", 'a12b3'));
// after an empty match the next search starts past it, as without the items
var_dump(preg_match_all('/(*NO_JIT)x*/', 'axx', $m), $m);
$s = str_repeat('ab', 2000);
var_dump(preg_match_all('/(*NOTEMPTY)b*/', $s), preg_match_all('/b*/', $s));
