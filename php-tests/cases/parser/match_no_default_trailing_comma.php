<?php
echo match (true) {
    $a > 1, $a < -1 => 'big',
    $a === 0 => 'zero',
};
