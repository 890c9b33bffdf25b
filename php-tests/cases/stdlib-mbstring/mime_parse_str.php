<?php
var_dump(mb_http_input());
var_dump(mb_parse_str("a=1&b[]=x&b[]=%E3%81%82&c.d=%ff", $r));
var_dump($r, mb_http_input(), mb_http_input('S'), mb_http_input('I'), mb_http_input('L'), mb_get_info('http_input'));
var_dump(mb_get_info('illegal_chars'));
ini_set('mbstring.http_input', 'SJIS,UTF-8');
mb_parse_str("%82%A0=%93V", $r);
var_dump(bin2hex(key($r)), bin2hex(current($r)), mb_http_input());
mb_parse_str("x=1;y=2&z=3", $r);
var_dump($r);
var_dump(ini_get('mbstring.internal_encoding'));
ini_set('mbstring.internal_encoding', 'EUC-JP');
var_dump(mb_internal_encoding());
ini_set('mbstring.http_output', 'SJIS');
var_dump(mb_http_output());
var_dump(mb_detect_encoding("\x82\xa0\x82\xa2", ['UTF-8', 'SJIS', 'EUC-JP'], true));
