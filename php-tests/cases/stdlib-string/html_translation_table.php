<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
function dump_table($t) { foreach ($t as $k => $v) echo bin2hex($k), "=", $v, " "; echo "\n"; }
foreach ([[0, ENT_QUOTES], [1, ENT_QUOTES], [0, ENT_NOQUOTES], [0, ENT_COMPAT], [1, ENT_COMPAT|ENT_HTML5], [1, ENT_QUOTES|ENT_XML1], [0, ENT_QUOTES|ENT_XHTML], [1, ENT_QUOTES|ENT_XHTML], [1, ENT_QUOTES|ENT_HTML5], [1, ENT_NOQUOTES|ENT_HTML401]] as [$t, $f]) {
  echo "== $t $f\n";
  $tab = get_html_translation_table($t, $f); echo count($tab), "\n"; dump_table($tab);
  $tab = get_html_translation_table($t, $f, "ISO-8859-1"); echo count($tab), "\n"; dump_table($tab);
  $tab = get_html_translation_table($t, $f, "cp1252"); echo count($tab), "\n"; dump_table($tab);
}
var_dump(get_html_translation_table());
var_dump(count(get_html_translation_table(HTML_ENTITIES, ENT_QUOTES, "SJIS")));
