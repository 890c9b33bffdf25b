<?php
function f(int $a = 'x') {}
