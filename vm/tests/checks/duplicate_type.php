<?php
function f(array|array $a) {}
