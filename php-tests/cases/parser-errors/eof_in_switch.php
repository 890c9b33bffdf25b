<?php
switch ($a) {
    case 1:
