<?php
// Every control character, DEL and the printable ASCII range.
for ($i = 0; $i < 32; $i++) {
    echo $i, ": ", json_encode(chr($i)), "\n";
}
echo json_encode(chr(127)), "\n";
$all = '';
for ($i = 32; $i < 127; $i++) {
    $all .= chr($i);
}
echo json_encode($all), "\n";
echo json_encode($all, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES), "\n";
