<?php
$x = new
