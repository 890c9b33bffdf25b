<?php
function g() { $a = yield ? 1 : 2; }
