<?php
mt_srand(42);
echo str_shuffle("abcdefghijklmnopqrstuvwxyz"), "\n";
echo str_shuffle("hello world"), "\n";
var_dump(str_shuffle(""), str_shuffle("a"));
mt_srand(99);
echo str_shuffle("0123456789"), "\n";
