<?php
$s = <<<EOT
simple: $var
array: $arr[0] $arr[key] $arr[$i] $arr[-1]
prop: $obj->prop $obj?->prop
braced: {$var} {$arr['k']['j']} {$obj->a->b()} {$obj?->m()}
dollar-brace: ${var} ${arr['k']} ${expr . 'x'}
static: {$cls::$static}
escapes: \$notvar \{$var} \t \n \\ \x41 \u{1F600} \101
literal: { $notbraced } $ {} $1
EOT;
