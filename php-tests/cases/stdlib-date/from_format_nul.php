<?php
// The datetime of the *_from_format functions and timezone_open's name are path
// parameters in php: a NUL byte is a ValueError.
foreach (["2016-08-08\0x", "2016-08-08"] as $s) {
    foreach (['date_create_from_format', 'date_create_immutable_from_format', 'date_parse_from_format'] as $f) {
        try { $r = $f('Y-m-d', $s); echo $f, ": ", is_array($r) ? $r['year'] : $r->format('Y'), "\n"; }
        catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    }
    try { var_dump(DateTime::createFromFormat('Y-m-d', $s) instanceof DateTime); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
try { var_dump(timezone_open("UTC\0")); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$strings = [
	'8/8/2016',
	"8/8/2016\0asf",
];

foreach ($strings as $string) {
	$d1 = $d2 = $d3 = NULL;
	echo "\nCovering string: ", addslashes($string), "\n\n";

	try {
		$d1 = DateTime::createFromFormat('!m/d/Y', $string);
	} catch (ValueError $v) {
		echo $v->getMessage(), "\n";
	}

	try {
		$d2 = DateTimeImmutable::createFromFormat('!m/d/Y', $string);
	} catch (ValueError $v) {
		echo $v->getMessage(), "\n";
	}

	try {
		$d3 = date_parse_from_format('m/d/Y', $string);
	} catch (ValueError $v) {
		echo $v->getMessage(), "\n";
	}

	var_dump($d1, $d2, $d3);
}

