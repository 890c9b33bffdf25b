<?php
$x = match ($a) {
    1 => 2;
};
