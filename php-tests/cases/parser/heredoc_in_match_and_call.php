<?php
$s = match ($t) {
    'a' => <<<A
        alpha
        A,
    default => <<<'B'
        beta
        B,
};
