<?php
class A {
    public function p(): ?parent { return null; }
}
