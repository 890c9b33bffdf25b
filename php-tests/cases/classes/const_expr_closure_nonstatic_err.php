<?php
class A { const F = function () { return 1; }; }
