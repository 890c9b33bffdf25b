<?php
class C {
    public int $x {
        get => 1;
        get => 2;
    }
}
