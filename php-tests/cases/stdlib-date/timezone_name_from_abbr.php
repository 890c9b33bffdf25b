<?php
$cases = [
    ['EST'], ['est'], ['EsT', -1], ['', 3600], ['', 3600, 0], ['', 3600, 1], ['', -18000, 1],
    ['', -18000, 0], ['', -18000], ['CEST', 0, 0], ['cest', 7200, 1], ['utc'], ['UTC', 3600, 1],
    ['gmt', 7200], ['nope'], ['nope', 3600, 0], ['nope', 3600, 2], ['', 12345], ['', 0],
    ['', 0, 1], ['', 0, 0], ['', 19800, 0], ['', -3600, 1], ['PST', -28800, 0], ['pst', 12345],
    ['z'], ['a'], ['', 3600, -1], ['bst'], ['bst', 3600, 1], ['America/New_York'],
    ['EDT', -14400, 1], ['ist', 19800], ['ist', 7200], ['ist', 3600], ['acst', 34200, 0],
    ['cst', 28800], ['cst', -21600, 1], ['', 46800, 1], ['', -39600, 0], ['', 20700, 0],
];
foreach ($cases as $args) {
    echo json_encode($args), " ";
    var_dump(timezone_name_from_abbr(...$args));
}
try { timezone_name_from_abbr('est', 'x'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { timezone_name_from_abbr(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
// the abbreviation list names each row's zone
$l = DateTimeZone::listAbbreviations();
var_dump(count($l), $l['acst'][0], $l['z'][0], count($l['est']));
