<?php
enum Enum_ { case A; }
$enum = 1;
function enum() {}
echo enum();
class Foo { public function enum() {} const ENUM = 1; }
