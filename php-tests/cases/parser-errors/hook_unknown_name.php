<?php
class C {
    public int $x {
        fetch => 1;
    }
}
