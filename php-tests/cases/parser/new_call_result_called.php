<?php
$a = new Foo()();
