<?php
var_dump($a instanceof B instanceof C);
