<?php
$x = (1 + 2
