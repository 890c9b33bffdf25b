<?php
var_dump(preg_match_all('/a*?/', 'aaa', $m), $m);
var_dump(preg_match_all('/x*/', 'axbxx', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match_all('//', 'abc', $m), $m);
var_dump(preg_match_all('//u', "h\u{e9}!", $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match_all('/\b/', 'ab cd', $m, PREG_OFFSET_CAPTURE), $m);
var_dump(preg_match_all('~\d\K~', '1234', $m, PREG_OFFSET_CAPTURE), $m);
