<?php
function t($f) {
    try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
foreach (["latin2","latin3","latin4","cyrillic","arabic","greek","hebrew","latin5","latin6","latin8","ISO8859-13","ISO8859-15","ISO8859-16","CP1251","CP-1251","WINDOWS-1251","CP1254","CP-1254","IBM866","CP-866","IBM-866","CP-850","IBM850","KOI8R","KOI8U","iso-8859-2","ISO_8859-2","ISO-8859-11","ISO-8859-12"] as $n) {
    t(fn() => mb_preferred_mime_name($n));
}
t(fn() => in_array("KOI8-U", mb_list_encodings()));
