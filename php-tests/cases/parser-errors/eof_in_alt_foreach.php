<?php
foreach ($a as $b):
    echo $b;
