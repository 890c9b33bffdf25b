<?php
foreach (["", "abc", "it's", "'", "''", "a b c", "\$HOME", "back\\slash", "new\nline", "tab\there", "\"quoted\"", "héllo", "a\xffb", "ümlaut'"] as $s) {
    var_dump(escapeshellarg($s));
}
try { escapeshellarg("a\0b"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { escapeshellarg([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(escapeshellarg(123), escapeshellarg(1.5), escapeshellarg(true));
