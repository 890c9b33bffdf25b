<?php
/**
 * Adds numbers.
 * @param int $a
 */
function add(int $a): int { return $a; }
