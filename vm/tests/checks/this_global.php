<?php
function f() { global $this; }
