<?php
echo "before\n";
function fail() { throw new RuntimeException("uncaught here"); }
fail();
echo "after\n";
