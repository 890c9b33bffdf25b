<?php
class C {
    public function m(public int $x) {}
}
