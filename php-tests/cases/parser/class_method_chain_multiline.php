<?php
$result = $query
    ->select('a')
    ->from('t')
    ?->where('x', 1)
    ->get();
