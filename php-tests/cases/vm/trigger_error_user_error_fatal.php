<?php
echo "before\n";
trigger_error("fatal one", E_USER_ERROR);
echo "after\n";
