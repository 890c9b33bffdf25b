<?php
$a = 1];
