<?php
(function () { echo "hi"; })();
(static fn() => print "x")();
