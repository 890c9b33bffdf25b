<?php
$r = match ($x) {
    1 'one',
};
