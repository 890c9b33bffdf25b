<?php
spl_autoload_register(function ($c) { echo "first $c\n"; throw new RuntimeException("cannot load $c"); });
spl_autoload_register(function ($c) { echo "second $c\n"; });
try { new Missing; } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { class_exists('Missing2'); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(class_exists('Missing3', false));
spl_autoload_register(function ($c) { echo "recursive check $c\n"; var_dump(class_exists($c)); }, true, true);
try { new Deep; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
spl_autoload_register(function ($c) { if ($c === 'ParentMissing') return; if ($c === 'ChildOfMissing') eval('class ChildOfMissing extends ParentMissing {}'); }, true, true);
