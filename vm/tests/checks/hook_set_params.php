<?php
class C {
    public int $x {
        SET(int $a, $b) {}
    }
}
