<?php
class C {
    public private(set) static int $count = 0;
    final public const X = 1;
}
