<?php
$x = null;
$x->method();
