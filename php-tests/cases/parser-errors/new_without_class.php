<?php
$a = new;
