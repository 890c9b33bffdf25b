<?php
class C { public function m() { return $this; } }
echo $_GET['a'], $_POST['b'], $_SERVER['c'], $GLOBALS['d'], $_ENV, $_COOKIE, $_FILES, $_REQUEST, $_SESSION;
