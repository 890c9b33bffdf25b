<?php
$v = match ($k) {
    1, 2, => 'a',
    default, => 'b',
};
