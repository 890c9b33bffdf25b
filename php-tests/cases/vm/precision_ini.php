<?php
// The precision ini setting: echo, string conversion, print_r, interpolation, settype,
// strval use it; var_dump, var_export and json_encode use serialize_precision.
$values = [123456789.012345678901234567890, 10/3, 987e100, 10.0000001, 0.1 + 0.2, -1.5e-7, 1e15, 0.00001, 2.5, -0.0];
foreach ([14, -1, 0, 1, 5, 17, 25, 100] as $p) {
    var_dump(ini_set('precision', $p));
    echo "precision=", ini_get('precision'), "\n";
    echo implode(' ', $values), "\n";
    foreach ($values as $v) {
        $s = $v;
        settype($s, 'string');
        echo "$v|", strval($v), "|", (string) $v, "|", $s, "|";
        print_r($v);
        echo "\n";
    }
    var_dump(1/3);
    var_export(1/3);
    echo "\n", json_encode([1/3, 0.1]), "\n";
}
// values below -1 are refused
var_dump(ini_set('precision', -2), ini_get('precision'));
$third = 1/3;
var_dump(ini_set('precision', '7abc'), ini_get('precision'), $third . "");
var_dump(ini_set('precision', ' 3'), $third . "");
ini_restore('precision');
echo $third, "\n";
