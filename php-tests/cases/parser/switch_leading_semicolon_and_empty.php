<?php
switch ($x) {;
    case 1: break;
}
switch ($y) {}
switch ($z) { default: }
