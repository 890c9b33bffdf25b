<?php
while ($i--) { continue; }
do { $i++; } while ($i < 10);
do echo 1; while (false);
for ($i = 0, $j = 10; $i < $j; $i++, $j--) {}
for (;;) { break; }
for ($i = 0; ; $i++) { if ($i > 3) break; }
foreach ($arr as $v) {}
foreach ($arr as $k => $v) {}
foreach ($arr as &$ref) {}
foreach ($arr as $k => &$ref) {}
foreach (gen() as $obj->prop) {}
