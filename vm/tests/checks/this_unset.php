<?php
function f() { unset($this); }
