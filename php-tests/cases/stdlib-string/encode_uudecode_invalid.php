<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
foreach (["", "x", "!", "0V%T", "#86)C\n`\n", "M" . str_repeat("a", 5), "M" . str_repeat("a", 60), "`\n", "!80``\n`\n", "#86)C", "\n\n"] as $u) { echo json_encode($u), " "; var_dump(convert_uudecode($u)); }
t(fn() => convert_uudecode([]));
