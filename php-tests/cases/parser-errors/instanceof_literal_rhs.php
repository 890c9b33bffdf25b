<?php
var_dump($a instanceof 'Foo');
