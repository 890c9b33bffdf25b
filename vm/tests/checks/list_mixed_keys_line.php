<?php
list(
    '' => $foo,
    $bar
) = $array;
