<?php
echo "x {$a->b x";
