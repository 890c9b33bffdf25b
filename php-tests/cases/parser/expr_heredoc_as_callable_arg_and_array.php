<?php
$x = [<<<A
a
A => 1];
