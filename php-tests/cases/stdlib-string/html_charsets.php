<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["ISO-8859-1", "cp1252", "ISO-8859-15", "cp1251", "KOI8-R", "cp866", "MacRoman", "iso-8859-5", "BIG5", "GB2312", "EUC-JP", "SJIS", "BIG5-HKSCS", "utf-8", "UTF-8", "latin1", "bogus", ""] as $cs) {
  $all = ""; for ($i = 0; $i < 256; $i++) $all .= chr($i);
  echo "== $cs\n";
  var_dump(htmlentities($all, ENT_QUOTES, $cs), htmlspecialchars($all, ENT_QUOTES|ENT_DISALLOWED|ENT_SUBSTITUTE, $cs), htmlentities($all, ENT_QUOTES|ENT_IGNORE|ENT_DISALLOWED|ENT_HTML5, $cs));
  var_dump(html_entity_decode("&eacute; &euro; &#x20AC; &#8364; &Yo; &#1025; &#x2116; &numero; &nbsp; &amp; &#x41;", ENT_QUOTES|ENT_HTML5, $cs));
}
