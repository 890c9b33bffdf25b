<?php
$u = "日本語テキスト、ｶﾀｶﾅ ~\\ ¥‾ ①Ⅻ㈱ 髙 ∥－￠￡￢";
foreach (['EUC-JP', 'SJIS', 'eucJP-win', 'CP932', 'SJIS-win', 'CP51932', 'JIS', 'ISO-2022-JP'] as $e) {
    $s = mb_convert_encoding($u, $e, 'UTF-8');
    echo $e, ': ', bin2hex($s), "\n";
    echo '  back: ', mb_convert_encoding($s, 'UTF-8', $e), "\n";
    echo '  len: ', mb_strlen($s, $e), ' valid: ', var_export(mb_check_encoding($s, $e), true), "\n";
    echo '  mime: ', mb_preferred_mime_name($e), ' aliases: ', implode(',', mb_encoding_aliases($e)), "\n";
}
// broken input
foreach (["\xA4", "\x8F\xA1", "\x81", "\x1b\$B\x24", "\x1b(Z", "\xFF\xFE"] as $b) {
    foreach (['EUC-JP', 'SJIS', 'CP932', 'JIS', 'ISO-2022-JP'] as $e) {
        echo $e, ' ', bin2hex($b), ' => ', bin2hex(mb_convert_encoding($b, 'UTF-8', $e)), ' ', var_export(mb_check_encoding($b, $e), true), "\n";
    }
}
mb_substitute_character('long');
echo mb_convert_encoding("a\u{1F600}b", 'ISO-2022-JP', 'UTF-8'), "\n";
echo bin2hex(mb_convert_encoding("日\u{1F600}", 'JIS', 'UTF-8')), "\n";
