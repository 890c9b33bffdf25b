<?php
foreach ($pairs as [$a, $b]) {}
foreach ($pairs as list($a, $b)) {}
foreach ($map as $key => ['id' => $id, 'name' => $name]) {}
foreach ($arr as [&$ref]) {}
