<?php
function f(static $x) {}
