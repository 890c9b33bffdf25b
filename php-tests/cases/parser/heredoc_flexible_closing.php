<?php
function f() {
    return <<<EOT
        indented
          more indented
        back
        EOT;
}
$n = <<<'NOW'
    nowdoc too
    NOW;
