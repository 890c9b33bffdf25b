<?php
switch ($x) {
    case 1;
        echo 1;
        break;
    default;
        echo 2;
}
