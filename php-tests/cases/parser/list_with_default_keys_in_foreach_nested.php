<?php
foreach ($rows as ['id' => $id, 'tags' => [$first, , $third]]) {}
