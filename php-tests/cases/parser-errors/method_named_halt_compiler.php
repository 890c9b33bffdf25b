<?php
class Q {
    public function __halt_compiler() {}
}
