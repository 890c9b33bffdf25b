<?php
foreach (['UTF-7', 'UTF7-IMAP'] as $e) {
    foreach (['A + B', 'A +ZeVnLIqe- B', 'A +ZeVnLIq- B', 'A +2GfePQ B', 'A +3j0 B', '&ZeVnLIqe-', '&-', 'x&', 'a+-b', '+AGEAYgBj', "\xff"] as $s) {
        echo $e, ' ', json_encode($s), ' => ', bin2hex(mb_convert_encoding($s, 'UTF-16BE', $e)),
            ' valid=', var_export(mb_check_encoding($s, $e), true), "\n";
    }
    foreach (["日本語", "a+b&c-d", "x\u{1F600}y", "~\\", "\x00\x01 end."] as $u) {
        echo $e, ' ', bin2hex($u), ' => ', mb_convert_encoding($u, $e, 'UTF-8'), "\n";
    }
}
foreach (['A + B', 'A +ZeVnLIq- B', 'abc', "\x1b\$B\x24\x22\x1b(B", 'A~B'] as $s) {
    foreach ([['UTF-8', 'UTF-7'], ['UTF-7', 'UTF-8'], ['JIS', 'UTF-8'], ['UTF-8', 'ISO-2022-JP']] as $l) {
        echo implode('/', $l), '=', mb_detect_encoding($s, $l, false), ',', var_export(mb_detect_encoding($s, $l, true), true), ' ';
    }
    echo "\n";
}
var_dump(mb_get_info('illegal_chars'));
foreach (['jis', 'utf-7', 'UTF7-IMAP'] as $e) {
    try { var_dump(mb_chr(65, $e)); } catch (ValueError $x) { echo $x->getMessage(), "\n"; }
    try { var_dump(mb_ord("A", $e)); } catch (ValueError $x) { echo $x->getMessage(), "\n"; }
}
var_dump(mb_preferred_mime_name('UTF7-IMAP'));
