<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["=41=42", "a=\r\nb", "a= \t\nb", "a=", "a=4", "a=zz", "=3d=3D", "x\0y=41", "soft=\rbreak", "=  \r\nz", "=\n", "plain", "", "=e2=82=ac", "=E2=82=AC", "==41", "a=\tb"] as $s) { echo json_encode($s), " "; var_dump(quoted_printable_decode($s)); }
