<?php
try { preg_replace_callback('/a/', 'no_such_function', 'a'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { preg_replace_callback('/a/', fn($m) => throw new Exception('boom'), 'xa'); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(preg_replace_callback('/a/', fn($m) => [1], 'a'));
try { preg_replace_callback_array(['/a/' => 'nope'], 'a'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { preg_replace_callback_array([fn($m) => 'x'], 'a'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { preg_replace_callback_array('x', 'a'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
