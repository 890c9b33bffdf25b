<?php
$a = (real) $b;
