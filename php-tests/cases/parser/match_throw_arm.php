<?php
$v = match ($k) {
    'a' => 1,
    default => throw new InvalidArgumentException("bad $k"),
};
