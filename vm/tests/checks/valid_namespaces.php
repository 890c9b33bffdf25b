<?php
declare(strict_types=1);
namespace A;
function f() {}
namespace B;
function f() {}
