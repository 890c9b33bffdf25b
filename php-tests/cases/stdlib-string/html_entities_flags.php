<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$flagsets = ['def' => null, 'Q' => ENT_QUOTES, 'C' => ENT_COMPAT, 'N' => ENT_NOQUOTES, 'Q5' => ENT_QUOTES|ENT_HTML5, 'QX' => ENT_QUOTES|ENT_XML1, 'QXH' => ENT_QUOTES|ENT_XHTML, 'QI' => ENT_QUOTES|ENT_IGNORE, 'QS' => ENT_QUOTES|ENT_SUBSTITUTE, 'QD' => ENT_QUOTES|ENT_DISALLOWED, 'QD5' => ENT_QUOTES|ENT_DISALLOWED|ENT_HTML5, 'QDX' => ENT_QUOTES|ENT_DISALLOWED|ENT_XML1|ENT_SUBSTITUTE, 'N5' => ENT_NOQUOTES|ENT_HTML5];
foreach (["<a href='x'>T&amp;C \"q\"</a>", "caf\xc3\xa9 \xe2\x82\xac \xc2\xa0 \xf0\x9f\x98\x80", "bad \xff\xfe utf \xc3", "&lt; &foo; &#39; &#x27; &#0; &#1114112; &#xD800; &apos; &nbsp; &#65;", "\x01\x0b\x0c\x7f\xc2\x80 \xef\xbf\xbe", "&amp &lt;x &#12a; &#x; &", "<\xe2\x83\x92 >\xe2\x83\x92 =\xe2\x83\xa5 fj \xe2\x81\x9f\xe2\x80\x8a", "&nvlt; &bne; &NotEqualTilde; &ThickSpace; &fjlig; &Aacute; &aacute &copy; &COPY; &hearts;"] as $s) {
  echo "=== ", json_encode($s), "\n";
  foreach ($flagsets as $n => $fl) { $r = $fl === null ? htmlentities($s) : htmlentities($s, $fl); echo $n, ": "; var_dump($r); }
}
