<?php
echo $cls::$prop, $cls::$$name, $cls::{$method}(), Foo::$bar['k'], Foo::$bar->baz;
