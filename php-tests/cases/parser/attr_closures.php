<?php
$f = #[Attr] function () {};
$g = #[Attr] static function () {};
$h = #[A1] #[A2] fn($x) => $x;
$i = #[Attr] static fn() => 1;
