<?php
$a => 1;
