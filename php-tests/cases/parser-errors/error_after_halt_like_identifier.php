<?php
$__halt = 1;
__halt_compiler;
