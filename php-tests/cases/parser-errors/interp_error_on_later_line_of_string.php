<?php
$s = "first
second
third {$a[}
fourth";
