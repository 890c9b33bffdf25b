<?php
class A {
    final private function m() {}
}
