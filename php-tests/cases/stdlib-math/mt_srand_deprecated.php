<?php
mt_srand(1, 1);
echo mt_rand(), "\n";
mt_srand(1, 5);
echo mt_rand(), "\n";
mt_srand();
var_dump(is_int(mt_rand()));
