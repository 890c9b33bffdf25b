<?php
$a $b;
