<?php
var_dump(preg_match('/1/', 123));
var_dump(preg_match('/\./', 1.5));
var_dump(preg_match('/1/', true));
var_dump(preg_match('/^$/', null));
try { preg_match('/a/', []); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { preg_match([], 'a'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { preg_replace('/a/', 'b', new stdClass); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { preg_split('/a/', 'b', 'x'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { preg_grep('/a/', 'b'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { preg_quote([]); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
