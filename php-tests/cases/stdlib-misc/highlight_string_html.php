<?php
// highlight_string / highlight_file / show_source: php 8.3+ markup, ini colours, errors.
highlight_string('<?php
// comment & <stuff>
$a = "str $x" . \'s\'; /* c */ echo 1+2; ?>
inline <b>html</b>
<?= $y ?>');
echo "\n---\n";
var_dump(highlight_string('<?php echo "x";', true));
var_dump(highlight_string('plain text', true));
var_dump(highlight_string("<?php\n\tif (\$a) {\n  return;\n}\n", true));
var_dump(highlight_string("<?php\n\$s = <<<EOT\nheredoc \$v\n  EOT;\n", true));
var_dump(highlight_string("<?php\n#[Attr]\nclass A { function f() {} }\n# hash comment\n", true));
var_dump(highlight_string("<?php /** doc */ __LINE__; A\\B; \\C; namespace\\D; \"a{\$b}c\"; `ls`; \$a[1]; \"\$a[x]\"; 1.5; ?>", true));
var_dump(highlight_string("<?php \"\\x\"; 'a\nb'; __halt_compiler(); junk <?php", true));
var_dump(highlight_string("<?php \"unterminated", true));
var_dump(highlight_string("<?php fn(\$x) => \$x?->y ?? __CLASS__ . __FUNCTION__ . __DIR__; // end", true));
var_dump(ini_get('highlight.string'), ini_get('highlight.html'), ini_get('highlight.comment'), ini_get('highlight.default'), ini_get('highlight.keyword'));
ini_set('highlight.keyword', 'red');
ini_set('highlight.html', '#000000');
var_dump(highlight_string('<?php if (1) { "s"; } ?>x', true));
var_dump(highlight_string('x'));
echo "\n";
var_dump(highlight_file('/nonexistent/x.php'));
var_dump(show_source('/nonexistent/x.php', true));
try { var_dump(highlight_file('')); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { var_dump(highlight_file("a\0b")); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$src = highlight_file(__FILE__, true);
var_dump(strlen($src) > 1000, substr($src, 0, 60));
var_dump(highlight_file('data:,<?php echo "test"; ?>'));
