<?php
function f(true|false $a) {}
