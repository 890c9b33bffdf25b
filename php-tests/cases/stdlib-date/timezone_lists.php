<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$all = timezone_identifiers_list();
var_dump(is_array($all), count($all) > 300, in_array('Europe/Paris', $all), in_array('UTC', $all), in_array('US/Eastern', $all), $all === DateTimeZone::listIdentifiers());
$eu = timezone_identifiers_list(DateTimeZone::EUROPE); var_dump(in_array('Europe/Berlin', $eu), in_array('Asia/Tokyo', $eu), $eu[0]);
var_dump(timezone_identifiers_list(DateTimeZone::UTC), count(timezone_identifiers_list(DateTimeZone::ALL_WITH_BC)) > count($all));
var_dump(DateTimeZone::AFRICA, DateTimeZone::AMERICA, DateTimeZone::ANTARCTICA, DateTimeZone::ARCTIC, DateTimeZone::ASIA, DateTimeZone::ATLANTIC, DateTimeZone::AUSTRALIA, DateTimeZone::EUROPE, DateTimeZone::INDIAN, DateTimeZone::PACIFIC, DateTimeZone::UTC, DateTimeZone::ALL, DateTimeZone::ALL_WITH_BC, DateTimeZone::PER_COUNTRY);
$ab = timezone_abbreviations_list();
var_dump(is_array($ab), isset($ab['est']), isset($ab['utc']), array_keys($ab['utc'][0]), $ab === DateTimeZone::listAbbreviations());
var_dump(is_string(timezone_version_get()), timezone_version_get() !== '');
