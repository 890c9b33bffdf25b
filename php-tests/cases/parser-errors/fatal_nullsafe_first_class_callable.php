<?php
$n = $obj?->method(...);
