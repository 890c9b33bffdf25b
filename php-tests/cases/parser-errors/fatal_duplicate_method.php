<?php
class A {
    function m() {}
    function M() {}
}
