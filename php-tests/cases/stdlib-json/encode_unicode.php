<?php
// Non-ASCII text: \u escapes (surrogate pairs above the BMP), JSON_UNESCAPED_UNICODE,
// and U+2028/U+2029 with JSON_UNESCAPED_LINE_TERMINATORS.
$strs = ["é", "日本語", "€uro", "\u{1F600}", "a\u{10FFFF}b", "\u{2028}|\u{2029}", "\u{FFFD}", "\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}"];
foreach ($strs as $s) {
    echo json_encode($s), "\n";
    echo json_encode($s, JSON_UNESCAPED_UNICODE), "\n";
    echo json_encode($s, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS), "\n";
    echo json_encode($s, JSON_UNESCAPED_LINE_TERMINATORS), "\n";
}
echo json_encode(["ключ" => "значение"]), "\n";
echo json_encode(["ключ" => "значение"], JSON_UNESCAPED_UNICODE | JSON_PRETTY_PRINT), "\n";
