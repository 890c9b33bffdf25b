<?php
$a = clone($obj, foo: []);
