<?php
$s = <<<EOT
	 a
 	EOT;
