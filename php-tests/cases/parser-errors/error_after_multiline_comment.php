<?php
/*
 * a
 * b
 * c
 */

$x = ;
