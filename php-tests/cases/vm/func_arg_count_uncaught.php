<?php
function two($a, $b) {}
two(1);
