<?php
$f = function () use (1) {};
