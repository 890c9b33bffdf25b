<?php
$p = $point |> clone(...);
$r = 'Foo' |> (fn($c) => new $c());
