<?php
// JSON_HEX_TAG, JSON_HEX_AMP, JSON_HEX_APOS, JSON_HEX_QUOT alone and together.
$s = "<a href=\"x\">Tom & 'Jerry'</a>";
$flags = ['none' => 0, 'TAG' => JSON_HEX_TAG, 'AMP' => JSON_HEX_AMP, 'APOS' => JSON_HEX_APOS,
          'QUOT' => JSON_HEX_QUOT, 'all' => JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT];
foreach ($flags as $name => $f) {
    echo str_pad($name, 5), json_encode($s, $f), "\n";
    echo str_pad('', 5), json_encode([$s => $s], $f), "\n";
}
