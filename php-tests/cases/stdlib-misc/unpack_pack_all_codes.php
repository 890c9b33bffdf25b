<?php
$codes = ['c' => -5, 'C' => 250, 's' => -300, 'S' => 60000, 'n' => 0xabcd, 'v' => 0xabcd, 'i' => -70000, 'I' => 70000,
    'l' => -1, 'L' => 0xffffffff, 'N' => 0x01020304, 'V' => 0x01020304, 'q' => -2, 'Q' => 12345678901, 'J' => 1, 'P' => 1,
    'f' => 0.5, 'g' => 0.5, 'G' => 0.5, 'd' => 0.1, 'e' => 0.1, 'E' => 0.1];
foreach ($codes as $code => $val) {
    $bin = pack($code, $val);
    echo $code, " ", strlen($bin), " ", bin2hex($bin), " ";
    var_dump(unpack($code . "v", $bin)["v"]);
}
