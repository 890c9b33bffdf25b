<?php
var_dump(ini_get_all('date'));
var_dump(ini_get_all('date', false));
var_dump(ini_get_all('pcre', false));
var_dump(ini_get_all('json'), ini_get_all('spl', false));
var_dump(ini_get_all('nope'));
var_dump(ini_get_all('PCRE', false));
var_dump(ini_get_all('Core', true));
var_dump(ini_get_all("date\0x"));
ini_set('date.timezone', 'Europe/Paris');
ini_set('pcre.backtrack_limit', '5');
var_dump(ini_get_all('date')['date.timezone']);
var_dump(ini_get_all('pcre'));
ini_restore('pcre.backtrack_limit');
var_dump(ini_get_all('pcre', false));
$all = ini_get_all();
var_dump($all['precision'], $all['error_reporting'], $all['display_errors']);
$all = ini_get_all(null, false);
var_dump($all['precision'], $all['user_agent']);
ini_set('user_agent', '');
var_dump(ini_get_all(null)['user_agent']);
var_dump(ini_get_all('standard', false)['unserialize_max_depth']);
var_dump(array_key_exists('precision', ini_get_all('standard', false)));
var_dump(count(ini_get_all('core')) === count(ini_get_all()));
try { ini_get_all([]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
