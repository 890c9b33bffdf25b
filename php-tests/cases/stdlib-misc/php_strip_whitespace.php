<?php
// php_strip_whitespace: comments dropped, whitespace runs collapsed, heredoc ends kept.
$file = __DIR__ . "/php_strip_whitespace.tmp.php";
$sources = [
    "<?php\n// line comment\n/* block\n comment */\n\$a   =   1 ;  # hash comment\n/** doc */\nfunction f( \$x ) {\n\treturn \$x * 2;\n}\n?>\ninline   html\n<?= \$a ?>\n",
    "<?php\n\$s = <<<EOT\n  keep   this\n  text\nEOT;\necho \$s;\n\$t = <<<'N'\nnow\nN\n;\n",
    "no php at all\n",
    "",
    "<?php \$x = 'a  b' . \"c  d\"; /* trailing",
];
foreach ($sources as $src) {
    file_put_contents($file, $src);
    var_dump(php_strip_whitespace($file));
}
unlink($file);
var_dump(php_strip_whitespace(__DIR__ . "/missing-file.php"));
try {
    php_strip_whitespace("a\0b");
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
