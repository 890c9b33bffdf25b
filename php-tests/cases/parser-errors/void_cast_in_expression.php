<?php
$a = (void) f();
