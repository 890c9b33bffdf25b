<?php
function level3() { throw new DomainException("deep"); }
function level2() { try { level3(); } finally { echo "l2 finally\n"; } }
function level1() { level2(); echo "not reached\n"; }
try { level1(); } catch (DomainException $e) { echo "caught at top: ", $e->getMessage(), "\n"; }
echo "continues\n";
