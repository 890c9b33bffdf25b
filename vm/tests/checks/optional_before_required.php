<?php
function f($a = 1, $b) {}
