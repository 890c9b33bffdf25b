<?php
$a =& new Foo();
