<?php
$a = clone($a, [], []);
