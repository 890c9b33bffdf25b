<?php
function f(A&B &$ref, A & ...$rest) {}
