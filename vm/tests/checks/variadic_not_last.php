<?php
function f(...$a, $b) {}
