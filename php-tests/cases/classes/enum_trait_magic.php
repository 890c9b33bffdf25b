<?php
trait Magic { public function __get($n) { return 1; } }
echo "before\n";
enum E { use Magic; case A; }
