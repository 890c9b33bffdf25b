<?php
class C {
    public static readonly int $x;
}
