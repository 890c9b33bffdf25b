<?php
$a = '// not a comment';
$b = "/* not a comment */";
$c = '# nope';
