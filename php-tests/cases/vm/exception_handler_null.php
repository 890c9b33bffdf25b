<?php
set_exception_handler(function ($e) { echo "not me\n"; });
var_dump(set_exception_handler(null) instanceof Closure);
throw new Exception("default report");
