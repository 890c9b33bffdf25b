<?php
// strftime/gmstrftime (deprecated): the C library's conversions, flags and widths,
// unknown conversions giving false, zones and offsets.
date_default_timezone_set('America/New_York');
$t = 1700000000;
foreach (str_split("aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYzZ%qEOi+") as $c) { echo $c, ": "; var_dump(strftime("%$c", $t)); }
var_dump(strftime("%Y %", $t), strftime("abc", $t), gmstrftime("%Z %z %c", $t), strftime("%5Y|%-d|%_d|%0e", $t), strftime("", $t));
date_default_timezone_set('Europe/Berlin');
$t = mktime(3, 4, 5, 1, 2, 2021);
foreach (["%", "a%", "%-", "%5", "%E", "%Ey", "%Oy", "%Ec", "%+Y", "%+5Y", "%10C", "%12F", "%_e", "%-j", "%_H", "%0e", "%-e", "%_y", "%G %g %V %U %W %u %w", "%z %Z", "%I %p %r", "%s", "%c", "%e", "%j", "%h", "%1Y", "%0Y", "%00Y", "%-5Y", "%_5Y", "%5d", "%+d", "%%%", "x%%y"] as $f) { echo "'$f' => "; var_dump(strftime($f, $t)); }
var_dump(strftime("%Y", -62200000000), strftime("%Y %C %y %G", -62135596800 - 86400*400), strftime("%Y", 253402300800 + 86400*365*1000), strftime("%+Y %F", 253402300800 + 86400*365*1000));
$t2 = mktime(12, 0, 0, 7, 1, 2021); var_dump(strftime("%z %Z", $t2), gmstrftime("%z %Z %s", $t2));
var_dump(gmstrftime("%G %V %g", mktime(0,0,0,1,1,2021)), gmstrftime("%G %V", mktime(0,0,0,12,31,2024)), gmstrftime("%G %V %U %W", mktime(12,0,0,1,3,2010)));
date_default_timezone_set('Asia/Kolkata');
var_dump(strftime("%H:%M %z %Z", 0), gmstrftime("%D %T", 86399));
try { strftime("%Y", "x"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(nl_langinfo(CODESET), nl_langinfo(D_T_FMT), nl_langinfo(ABDAY_1), nl_langinfo(MON_12), nl_langinfo(RADIXCHAR), nl_langinfo(YESEXPR), nl_langinfo(ERA), nl_langinfo(12345), nl_langinfo(-1));
try { nl_langinfo("x"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
