<?php
set_error_handler('var_dump');
echo $undefined;
trigger_error("user note");
echo "end\n";
