<?php
$a = \;
