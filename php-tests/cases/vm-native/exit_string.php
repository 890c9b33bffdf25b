<?php
echo "a\n";
die("dying message\n");
