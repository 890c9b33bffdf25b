<?php
class Enum {}
class Readonly_ {}
function enum() {}
$x = new Enum();
