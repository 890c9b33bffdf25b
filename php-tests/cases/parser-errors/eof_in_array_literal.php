<?php
$a = ['k' =>
