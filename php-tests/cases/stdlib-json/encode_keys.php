<?php
// Keys: ints become strings, special characters are escaped like values.
var_dump(json_encode([5 => 'a', 'b' => 'c', -3 => 'd', PHP_INT_MAX => 'e']));
var_dump(json_encode(["a\"b" => 1, "c\\d" => 2, "e/f" => 3, "g\nh" => 4, "<i>" => 5, "j'k&" => 6]));
var_dump(json_encode(["a\"b" => 1, "<i>" => 5, "j'k&" => 6], JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT));
var_dump(json_encode(["é" => "é"]));
var_dump(json_encode(["é" => "é"], JSON_UNESCAPED_UNICODE));
var_dump(json_encode(["" => ""]));
var_dump(json_encode(["123" => 1, "0123" => 2, "1.5" => 3]));
var_dump(json_encode(["\u{2028}" => 1], JSON_UNESCAPED_UNICODE));
