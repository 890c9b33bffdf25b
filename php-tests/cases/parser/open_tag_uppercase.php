<?PHP
echo 1;
