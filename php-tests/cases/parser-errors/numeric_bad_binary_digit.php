<?php
$a = 0b102;
