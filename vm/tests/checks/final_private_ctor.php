<?php
class A { final private function __construct() {} final private static function m() {} }
