<?php
$f = new Fiber(function () {
    try { Fiber::suspend('waiting'); }
    catch (Exception $e) { echo "fiber caught: ", $e->getMessage(), "\n"; return 'recovered'; }
});
echo $f->start(), "\n";
$f->throw(new Exception("injected"));
echo $f->getReturn(), "\n";
