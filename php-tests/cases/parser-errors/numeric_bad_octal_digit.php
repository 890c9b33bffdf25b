<?php
$a = 0o18;
