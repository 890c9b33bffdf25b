<?php
class C {
    protected public(set) int $x;
}
