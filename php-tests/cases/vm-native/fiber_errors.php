<?php
$f = new Fiber(function () { Fiber::suspend(1); });
try { Fiber::suspend(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
try { $f->resume(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
try { $f->getReturn(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
$f->start();
try { $f->start(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
try { $f->getReturn(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
$f->resume();
try { $f->resume(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
$t = new Fiber(function () { throw new Exception("inside"); });
try { $t->start(); } catch (Exception $e) { echo "propagated: ", $e->getMessage(), "\n"; }
try { $t->getReturn(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
try { new FiberError("x"); } catch (Error $e) { echo $e->getMessage(), "\n"; }
