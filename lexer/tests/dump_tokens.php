<?php
// Dump php's own tokenization of a file, one token a line: `NAME LINE "TEXT"`.
// NAME is the T_* constant, or the character in single quotes for one-character
// tokens; TEXT escapes `\`, `"`, \n, \r, \t and every byte outside 0x20..0x7e as \xHH.
// The Rust side (tests/oracle.rs) formats rphp's tokens the same way.
function esc(string $s): string {
    $out = '';
    $n = strlen($s);
    for ($i = 0; $i < $n; $i++) {
        $c = $s[$i];
        $o = ord($c);
        if ($c === '\\') { $out .= '\\\\'; }
        elseif ($c === '"') { $out .= '\\"'; }
        elseif ($c === "\n") { $out .= '\\n'; }
        elseif ($c === "\r") { $out .= '\\r'; }
        elseif ($c === "\t") { $out .= '\\t'; }
        elseif ($o < 0x20 || $o > 0x7e) { $out .= sprintf('\\x%02X', $o); }
        else { $out .= $c; }
    }
    return $out;
}
// Scanner warnings (e.g. octal escape overflow) are not part of the dump.
error_reporting(0);
$src = file_get_contents($argv[1]);
foreach (PhpToken::tokenize($src) as $t) {
    $name = $t->id < 256 ? "'" . chr($t->id) . "'" : token_name($t->id);
    echo $name, ' ', $t->line, ' "', esc($t->text), "\"\n";
}
