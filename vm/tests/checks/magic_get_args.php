<?php
class C {
    public function __get($a, $b) {}
}
