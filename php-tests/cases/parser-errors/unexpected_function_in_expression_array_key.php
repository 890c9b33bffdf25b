<?php
$a = [function => 1];
