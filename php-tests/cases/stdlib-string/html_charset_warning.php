<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(htmlspecialchars("<x>", ENT_QUOTES, "bogus"), htmlentities("\xe9", ENT_QUOTES, "nope"), html_entity_decode("&eacute;", ENT_QUOTES, "what"), get_html_translation_table(0, ENT_QUOTES, "eh"));
var_dump(htmlspecialchars_decode("&lt;", ENT_QUOTES), htmlentities("<\x81\x40>", ENT_QUOTES, "SJIS"), htmlentities("x", ENT_QUOTES, "EUC-JP"));
t(fn() => htmlspecialchars([]));
t(fn() => htmlspecialchars("x", "y"));
t(fn() => html_entity_decode("x", ENT_QUOTES, []));
t(fn() => get_html_translation_table("x"));
var_dump(ENT_COMPAT, ENT_QUOTES, ENT_NOQUOTES, ENT_IGNORE, ENT_SUBSTITUTE, ENT_DISALLOWED, ENT_HTML401, ENT_XML1, ENT_XHTML, ENT_HTML5, HTML_SPECIALCHARS, HTML_ENTITIES);
