<?php
class C {
    public public(get) int $x;
}
