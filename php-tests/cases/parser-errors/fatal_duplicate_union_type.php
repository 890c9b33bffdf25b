<?php
function f(int|INT $x) {}
