<?php
if ($a):
    echo 1;
