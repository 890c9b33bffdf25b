<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$t = get_html_translation_table(HTML_ENTITIES, ENT_QUOTES | ENT_HTML5);
$n = 0; foreach ($t as $char => $ent) { if (html_entity_decode($ent, ENT_QUOTES | ENT_HTML5) !== $char) { echo "mismatch ", bin2hex($char), " ", $ent, "\n"; } $n++; }
echo $n, " entities round-trip\n";
foreach (["&AMP;", "&LT;", "&GT;", "&QUOT;", "&Tab;", "&NewLine;", "&nbsp;", "&NotNestedGreaterGreater;", "&ThickSpace;", "&CounterClockwiseContourIntegral;", "&lates;", "&vsupne;", "&ycy;", "&zwnj;", "&zwj;", "&bogus;", "&amp", "&#x110000;", "&#1114111;", "&#xFDD0;", "&#x1FFFE;", "&#128;", "&#x9F;", "&#12;", "&#13;"] as $e) { echo $e, " "; var_dump(bin2hex(html_entity_decode($e, ENT_QUOTES | ENT_HTML5)), bin2hex(html_entity_decode($e, ENT_QUOTES | ENT_XHTML)), bin2hex(html_entity_decode($e, ENT_QUOTES | ENT_XML1)), bin2hex(html_entity_decode($e))); }
