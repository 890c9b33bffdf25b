<?php
try { strlen(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { strlen([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { str_repeat("x", -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { count(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { array_map('nope', [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
echo strlen(null), "\n";
