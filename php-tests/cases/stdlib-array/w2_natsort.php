<?php
function t(callable $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$files = ["img12.png", "img10.png", "IMG2.png", "img1.png", "img2.png", "Img3.png"];
t(function () use ($files) { $a = $files; $r = natsort($a); return [$r, $a]; });
t(function () use ($files) { $a = $files; natcasesort($a); return $a; });
t(function () { $a = ["-5", "3", "-2", "0", "-1000", "9", "x10", "x9", " 7", "07"]; natsort($a); return $a; });
t(function () { $a = [1.5, 10, "1.05", "abc", true, null]; natsort($a); return $a; });
t(function () { $a = ["b" => "a10", "a" => "a9", 5 => "A1"]; natcasesort($a); return $a; });
t(function () { $a = []; return natsort($a); });
t(function () { $s = "x"; return natsort($s); });
