<?php
echo "1\n"; mb_convert_encoding("abc", "UTF-8", "BASE64");
echo "2\n"; mb_convert_encoding("abc", "UTF-8", ["BASE64"]);
echo "3\n"; mb_convert_encoding("abc", "BASE64", "UTF-8");
echo "4\n"; mb_convert_encoding("abc", "BASE64", "UTF-8");
echo "5\n"; echo mb_strlen("abc", "BASE64"), mb_strlen("abc", "base64"), mb_strlen("abc", "UTF-8"), mb_strlen("abc", "BASE64"), "\n";
echo "6\n"; var_dump(mb_detect_encoding("abc", "BASE64,UTF-8"));
echo "7\n"; var_dump(mb_detect_order(["UUENCODE", "ASCII"])); var_dump(mb_detect_order());
echo "8\n"; var_dump(mb_check_encoding("&#12354; &amp;", "HTML-ENTITIES"));
echo "9\n"; var_dump(mb_convert_encoding("abc", "UTF-8", "BASE64,UTF-8"));
foreach (['mb_preferred_mime_name', 'mb_internal_encoding', 'mb_http_output'] as $f) {
  echo "$f\n";
  try { var_dump($f("BASE64")); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
var_dump(mb_convert_encoding("é\xff", "BASE64", "UTF-8"), mb_convert_encoding("あ", "BASE64", "UTF-8"));
var_dump(mb_convert_encoding(str_repeat("xyz=\xe9\n\r", 20), "Quoted-Printable", "8bit"));
var_dump(mb_convert_encoding(str_repeat("abcdefghij", 10), "UUENCODE", "8bit"));
var_dump(mb_convert_encoding("", "UUENCODE", "8bit"));
var_dump(mb_convert_encoding("&lt;&#x41;&#65;&bogus;&#;&amp x &uuml;", "UTF-8", "HTML-ENTITIES"));
var_dump(mb_convert_encoding("<ü€あ\x00", "HTML-ENTITIES", "UTF-8"));
var_dump(mb_strlen("&amp;abc", "HTML-ENTITIES"));
var_dump(mb_substr("&amp;abc&lt;", 1, 3, "HTML-ENTITIES"));
var_dump(mb_strtoupper("&amp;abc&lt;", "HTML-ENTITIES"));
error_reporting(E_ALL & ~E_DEPRECATED);
var_dump(bin2hex(mb_convert_encoding("w6n/", "UTF-8", "BASE64")));
var_dump(bin2hex(mb_convert_encoding("w6n/", "UTF-16BE", "BASE64")));
var_dump(bin2hex(mb_convert_encoding("\x00A\x00B", "BASE64", "UTF-16BE")));
var_dump(bin2hex(mb_convert_encoding("=E9=FF", "UTF-16BE", "Quoted-Printable")));
var_dump(bin2hex(mb_convert_encoding("=E9=FF", "BASE64", "Quoted-Printable")));
var_dump(bin2hex(mb_convert_encoding("\xe9", "HTML-ENTITIES", "ISO-8859-1")));
var_dump(bin2hex(mb_convert_encoding("&eacute;", "ISO-8859-1", "HTML-ENTITIES")));
var_dump(mb_strlen("w6n/", "BASE64"), mb_substr("w6n/", 0, 1, "BASE64"));
