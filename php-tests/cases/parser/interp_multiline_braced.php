<?php
echo "value: {$obj->method(
    1,
    2
)} end";
