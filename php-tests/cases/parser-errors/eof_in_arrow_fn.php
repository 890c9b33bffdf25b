<?php
$f = fn($x) =>
