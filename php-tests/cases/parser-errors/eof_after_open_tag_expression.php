<?php
$a =
