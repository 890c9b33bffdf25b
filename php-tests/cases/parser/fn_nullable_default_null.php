<?php
function f(?Foo $x = null, Foo|null $y = null) {}
