<?php
if ($x = f()) {}
while (($line = fgets($h)) !== false) {}
if (!$y = g()) {}
