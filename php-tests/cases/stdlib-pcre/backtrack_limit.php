<?php
ini_set('pcre.backtrack_limit', '100');
var_dump(preg_match('/(?:\D+|<\d+>)*[!?]/', 'foobar foobar foobar'), preg_last_error(), preg_last_error_msg());
var_dump(preg_replace('/(?:\D+|<\d+>)*[!?]/', 'x', 'foobar foobar foobar'), preg_last_error());
var_dump(preg_split('/(?:\D+|<\d+>)*[!?]/', 'foobar foobar foobar'), preg_last_error());
var_dump(preg_match_all('/(?:\D+|<\d+>)*[!?]/', 'foobar foobar foobar', $m), $m);
ini_set('pcre.backtrack_limit', '1000000');
var_dump(preg_match('/(?:\D+|<\d+>)*[!?]/', 'foobar foobar foobar'), preg_last_error_msg());
