<?php
var_dump(isset(1 + 1));
