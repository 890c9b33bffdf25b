<?php
class C {
    public private(set) int $count = 0 {
        set => $value;
    }
}
