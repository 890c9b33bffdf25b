<?php
function f(int $a = null) {}
