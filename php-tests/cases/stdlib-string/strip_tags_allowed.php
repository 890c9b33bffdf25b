<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
$html = '<p>Hello <b>bold</b> <i>it</i> <a href="x">link</a><br/><!-- comment --> <?php echo 1; ?> <script>alert(1)</script> &amp; done</p>';
var_dump(strip_tags($html), strip_tags($html, '<b>'), strip_tags($html, '<b><i>'), strip_tags($html, ['a', 'br']), strip_tags($html, []), strip_tags($html, '<p>'));
foreach (['a < b and c > d', '<<b>>x', '<b attr="a>b">t</b>', 'x <br', 'un<closed', '5 <3', "<a\nhref='x'>y</a>", '<B>upper</B>', '<?xml version="1.0"?>x', '<!DOCTYPE html>y', 'a<!-- c -- d -->b', '<img src="a.png" />text', '<b>a</b ><b/>'] as $s) {
    var_dump(strip_tags($s), strip_tags($s, '<b>'));
}
t(fn() => strip_tags('<b>x</b>', 5));
t(fn() => strip_tags('<b>x</b>', [[1]]));
