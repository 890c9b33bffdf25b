<?php
$f = new Fiber(function () { Fiber::suspend(); });
var_dump($f->isStarted(), $f->isSuspended(), $f->isRunning(), $f->isTerminated());
$f->start();
var_dump($f->isStarted(), $f->isSuspended(), $f->isRunning(), $f->isTerminated());
$f->resume();
var_dump($f->isStarted(), $f->isSuspended(), $f->isRunning(), $f->isTerminated());
$g = new Fiber(function () use (&$g) { var_dump($g->isRunning()); var_dump(Fiber::getCurrent() === $g); });
$g->start();
var_dump(Fiber::getCurrent());
