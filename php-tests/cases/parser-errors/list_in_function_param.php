<?php
function f(list($a, $b)) {}
