<?php
$s = <<<EOT
	indented with tab
	EOT;
