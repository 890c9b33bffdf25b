<?php
echo "${var}";
echo "${arr['key']}";
echo "${arr[0]}";
echo "${'expr' . 'ession'}";
