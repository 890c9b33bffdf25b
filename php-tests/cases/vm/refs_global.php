<?php
$counter = 0;
function bump() { global $counter; $counter++; }
bump(); bump(); bump();
echo $counter, "\n";
function readGlobal() { global $undefinedGlobal; var_dump($undefinedGlobal); $undefinedGlobal = 'set'; }
readGlobal();
echo $undefinedGlobal, "\n";
function viaGlobals() { return $GLOBALS['counter'] ?? 'no GLOBALS'; }
