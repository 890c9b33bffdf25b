<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$data = [["volume" => 67, "edition" => 2], ["volume" => 86, "edition" => 1], ["volume" => 85, "edition" => 6], ["volume" => 98, "edition" => 2], ["volume" => 86, "edition" => 6], ["volume" => 67, "edition" => 7]];
$volume = array_column($data, "volume");
$edition = array_column($data, "edition");
var_dump(array_multisort($volume, SORT_DESC, $edition, SORT_ASC, $data));
var_dump($data);
$ar = [["10", 11, 100, 100, "a"], [1, 2, "2", 3, 1]];
var_dump(array_multisort($ar[0], SORT_ASC, SORT_STRING, $ar[1], SORT_NUMERIC, SORT_DESC));
var_dump($ar);
