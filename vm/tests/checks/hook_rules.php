<?php
class C {
    public int $x {
        get => 1;
        Get => 2;
    }
}
