<?php
function f(Countable&Iterator $a, \A&\B&\C $b): Countable&ArrayAccess {}
