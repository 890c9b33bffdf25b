<?php
try { throw new InvalidArgumentException("first"); }
catch (Exception $e) { throw new LogicException("second", 5, $e); }
