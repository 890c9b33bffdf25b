<?php
$bin = "\x01\x02\x03\x04\x05\x06\x07\x08\xff\xfe\xfd\xfc\xfb\xfa\xf9\xf8";
foreach (['c', 'C', 's', 'S', 'n', 'v', 'i', 'I', 'l', 'L', 'N', 'V', 'q', 'Q', 'J', 'P'] as $f) {
    echo $f, ": ";
    var_dump(unpack($f . "2", $bin, 0), unpack($f, $bin, 8));
}
