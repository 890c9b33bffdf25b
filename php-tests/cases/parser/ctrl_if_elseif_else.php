<?php
if ($a) {
    echo 1;
} elseif ($b) {
    echo 2;
} else if ($c) {
    echo 3;
} else {
    echo 4;
}
if ($x) echo 'no braces'; else echo 'else';
