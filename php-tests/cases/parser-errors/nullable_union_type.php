<?php
function f(?int|string $x) {}
