<?php
$a = (unset) $b;
