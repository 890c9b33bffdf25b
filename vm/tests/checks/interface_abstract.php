<?php
interface I {
    abstract public function f();
}
