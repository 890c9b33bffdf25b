<?php
foreach ($a as $b) {
    continue 2;
}
