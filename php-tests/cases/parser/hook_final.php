<?php
class C {
    public int $x {
        final get => 1;
        final set { $this->x = $value; }
    }
    final public int $y { get => 2; }
}
