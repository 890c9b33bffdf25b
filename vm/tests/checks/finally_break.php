<?php
foreach ([1] as $x) {
    try {
    } finally {
        break;
    }
}
