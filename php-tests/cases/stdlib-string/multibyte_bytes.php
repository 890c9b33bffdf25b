<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
$s = "héllo wörld";
var_dump(strlen($s), strtoupper($s), ucwords($s), strrev("ab"), substr($s, 1, 2), str_split("é"), strpos($s, "ö"));
var_dump(str_word_count($s), str_word_count($s, 1), wordwrap("ééé ééé", 3, "\n", true));
