<?php
echo "$a[1 + 2]";
