<?php
$handlers = [
    'a' => function () { return 1; },
    'b' => fn() => 2,
    'c' => static fn() => 3,
    'd' => strlen(...),
];
