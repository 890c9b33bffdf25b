<?php
trait T { public const X = 1; }
echo "before\n";
class C { use T; public const X = 2; }
