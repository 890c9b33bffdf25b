<?php
class C {
    private public(set) int $x;
}
