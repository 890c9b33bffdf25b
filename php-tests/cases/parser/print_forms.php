<?php
print 'a';
print('b');
$r = print 'c';
$x = 1 + print 2;
$y = $a and print 'd';
print print 'nested';
