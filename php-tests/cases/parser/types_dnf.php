<?php
function f((A&B)|null $a, (A&B)|(C&D) $b, null|(X&Y) $c, (A&B)|C|false $d): (A&B)|null {}
