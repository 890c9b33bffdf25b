<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(mb_language());
foreach (["English", "en", "ja", "Japanese", "uni", "universal", "de", "Deutsch", "German", "neutral", "ru", "tr", "zh-cn", "zh-tw", "ko", "hy", "ua"] as $l) {
    var_dump(mb_language($l), mb_language());
}
t(fn() => mb_language("Pig Latin"));
var_dump(mb_language());
