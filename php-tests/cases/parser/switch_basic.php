<?php
switch ($x) {
    case 1:
    case 2:
        echo 'small';
        break;
    case 'str':
        echo 's';
        // fallthrough
    default:
        echo 'd';
}
