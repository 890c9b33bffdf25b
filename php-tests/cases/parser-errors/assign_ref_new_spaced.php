<?php
$a = & new Foo;
