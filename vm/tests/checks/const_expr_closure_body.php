<?php
function f($a = static function() { break; }) {}
