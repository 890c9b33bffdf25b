<?php
echo "abc {$x
