<?php
$a = 1abc;
