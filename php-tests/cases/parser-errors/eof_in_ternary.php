<?php
$a = $b ? $c :
