<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach ([['Y-m-d', '2024-02-30'], ['Y-m-d', '2024-13-01'], ['Y-m-d', '2024-01'], ['Y-m-d', '2024-01-01 extra'], ['H:i', '25:61'], ['d/m/Y', '31/02/2023'], ['Y-m-d', 'abcd-01-01'], ['D, d M Y', 'Fri, 01 Jan 2021'], ['D, d M Y', 'Mon, 01 Jan 2021'], ['Y-m-d+', '2024-01-01 trailing'], ['Y#m#d', '2024/01;05'], ['\\Y Y', 'Y 2024'], ['y', '99'], ['G:i a', '13:00 pm'], ['z Y', '400 2023'], ['e', 'Not/AZone'], ['!d', '15'], ['Y-m-d|', '2024-05-06'], ['?-?', 'a-b'], ['*', 'word'], ['v', '123'], ['u', '1234567']] as [$f, $v]) {
    $d = DateTime::createFromFormat('!' . $f, $v, new DateTimeZone('UTC'));
    echo "$f <- $v: ", $d ? $d->format('Y-m-d H:i:s.u e') : 'false', "\n";
    $err = DateTime::getLastErrors(); var_dump($err);
}
var_dump(date_parse_from_format('Y-m-d', '2024-02-30x'));
t(fn() => DateTimeImmutable::createFromFormat('Y-m-d', '2024-01-01')->format('Y'));
t(fn() => date_create_immutable_from_format('Y', 'x'));
t(fn() => date_create_from_format('Y', '2020')->format('Y'));
