<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$supported = ["7bit","8bit","UCS-4","UCS-4BE","UCS-4LE","UCS-2","UCS-2BE","UCS-2LE","UTF-32","UTF-32BE","UTF-32LE","UTF-16","UTF-16BE","UTF-16LE","UTF-8","ASCII","Windows-1252","ISO-8859-1"];
$all = mb_list_encodings();
foreach ($supported as $e) { var_dump(in_array($e, $all, true)); }
foreach (array_merge($supported, ["latin1", "utf8", "UTF8", "binary", "us-ascii", "cp1252", "byte2le", "UNICODE", "ucs4"]) as $e) {
    echo $e, ": ", implode(",", mb_encoding_aliases($e)), " / ", mb_preferred_mime_name($e), "\n";
}
t(fn() => mb_encoding_aliases("pass"));
t(fn() => mb_encoding_aliases("auto"));
t(fn() => mb_preferred_mime_name("nope"));
