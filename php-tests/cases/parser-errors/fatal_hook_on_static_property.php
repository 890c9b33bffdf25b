<?php
class C {
    public static int $x { get => 1; }
}
