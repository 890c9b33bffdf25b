<?php
echo "never printed: compile error\n";
interface I {
    public const A = 1;
    const B = 2;
    protected const C = 3;
}
