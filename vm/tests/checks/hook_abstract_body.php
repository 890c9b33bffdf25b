<?php
interface I {
    public int $x {
        get => 1;
    }
}
