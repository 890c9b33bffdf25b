<?php
$a->
