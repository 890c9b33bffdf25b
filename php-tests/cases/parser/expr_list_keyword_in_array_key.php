<?php
$a = ['list' => 1, 'array' => 2];
echo $a['list'];
