<?php
function f(?mixed $a) {}
