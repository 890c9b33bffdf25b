<?php
class C {
    function f() {}
    function F() {}
}
