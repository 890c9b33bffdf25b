<?php
var_dump(1 < 2 > 3);
