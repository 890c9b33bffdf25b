<?php
echo "Hello $name!";
echo "$a$b$c";
echo "$name's";
echo "$";
echo "$1";
echo "trailing $";
