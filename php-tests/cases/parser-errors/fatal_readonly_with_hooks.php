<?php
class C {
    public readonly int $x { get => 1; }
}
