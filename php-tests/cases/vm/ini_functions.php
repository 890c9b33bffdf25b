<?php
// ini_set/ini_alter/ini_restore and ini_parse_quantity with its warnings
$initial = ini_get('include_path');
var_dump(ini_set('include_path', 'first') === $initial);
var_dump(ini_alter('include_path', 'second'));
var_dump(ini_get('include_path'));
var_dump(ini_restore('include_path'));
var_dump(ini_get('include_path') === $initial);
ini_restore('include_path');
var_dump(ini_get('include_path') === $initial);
var_dump(ini_set('no.such.setting', '1'), ini_get('no.such.setting'));
var_dump(error_reporting(E_ALL & ~E_NOTICE), ini_get('error_reporting'));
ini_restore('error_reporting');
var_dump(ini_get('error_reporting'), error_reporting());
var_dump(ini_get('short_open_tag'), ini_get('variables_order'));
foreach ([
    '', ' ', '0', '1', '-1', '+5', '1b', '1k', '1K', '1m', '1M', '1g', '1G', '1gb', '14.2mb',
    '14.2bm', 'boat', '-0x412', '0x1A', '0X1a', '0o17', '0O17', '0b101', '0B11', '017',
    '0x', '0b', '0o', '0xg', '0x-1', '0x0x1', '0z1', '0k', '0m', ' 2 k ', '2 kk',
    '9223372036854775807', '9223372036854775808', '-9223372036854775808',
    '-9223372036854775809', '99999999999999999999', '8796093022208k', '-8796093022209k',
    "1\x00k", "\\1q", "abc\n", '-', '+', '256 then skip a few then g',
] as $q) {
    echo json_encode($q), " => ";
    var_dump(ini_parse_quantity($q));
}
try {
    ini_parse_quantity([]);
} catch (\Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
