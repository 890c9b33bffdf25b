<?php
abstract class Abs {}
interface Iface {}
trait Tr {}
foreach (['O:3:"Abs":0:{}', 'O:5:"Iface":0:{}', 'O:2:"Tr":0:{}'] as $s) {
    try {
        var_dump(unserialize($s));
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
