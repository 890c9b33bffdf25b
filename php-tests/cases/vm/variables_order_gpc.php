<?php
// variables_order without E and S: $_ENV and $_SERVER are empty
var_dump($_ENV, $_SERVER, ini_get('variables_order'), $argc);
