<?php
$f = function () use ($a
