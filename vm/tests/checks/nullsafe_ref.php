<?php
$x = &$a?->b;
