<?php
// an unknown date.timezone is refused at startup (UTC stays), and by ini_set
var_dump(ini_get('date.timezone'), date_default_timezone_get());
var_dump(ini_set('date.timezone', 'Nowhere/Zone'));
var_dump(ini_set('date.timezone', 'europe/paris'));
var_dump(ini_get('date.timezone'), date_default_timezone_get());
var_dump(ini_set('date.timezone', ''));
var_dump(ini_get('date.timezone'));
