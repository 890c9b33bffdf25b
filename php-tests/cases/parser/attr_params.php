<?php
function f(#[SensitiveParameter] $password, #[A] #[B] int $x = 1, #[Variadic] ...$rest) {}
