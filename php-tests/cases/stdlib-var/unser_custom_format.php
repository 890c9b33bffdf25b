<?php
class NoUnser { public $x = 1; }
var_dump(unserialize('C:7:"NoUnser":0:{}'));
var_dump(unserialize('C:7:"Missing":3:{abc}'));
var_dump(unserialize('C:7:"NoUnser":5:{abc}'));
var_dump(unserialize('C:7:"NoUnser":-1:{}'));
var_dump(unserialize('C:7:"NoUnser":1:{ab}'));
