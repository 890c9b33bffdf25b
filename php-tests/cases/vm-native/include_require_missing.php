<?php
echo "before\n";
require 'inc/does_not_exist.inc';
echo "after\n";
