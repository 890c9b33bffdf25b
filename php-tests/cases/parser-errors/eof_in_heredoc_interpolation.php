<?php
$s = <<<EOT
{$a->
