<?php
$a = `ls`;
