<?php
// The README example (examples/hello.php), kept true by this case.
require __DIR__ . "/../../../examples/hello.php";
