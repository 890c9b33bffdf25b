<?php
$f = new Fiber(function () { throw new LogicException("from fiber"); });
$f->start();
