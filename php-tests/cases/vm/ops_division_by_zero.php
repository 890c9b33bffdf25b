<?php
try { echo 1 / 0; } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo 1 % 0; } catch (DivisionByZeroError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo 1 << -1; } catch (ArithmeticError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo [] + 1; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
