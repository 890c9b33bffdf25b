<?php
foreach ($a as [$k] => $v) {}
