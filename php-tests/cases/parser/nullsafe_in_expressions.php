<?php
if ($user?->isAdmin()) {}
$n = $obj?->list ?? 'default';
echo "{$obj?->name}";
echo "$obj?->name";
