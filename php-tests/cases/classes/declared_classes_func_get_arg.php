<?php
interface MyI {}
trait MyT {}
class MyC implements MyI { use MyT; }
enum MyE { case A; }
$c = get_declared_classes();
var_dump(in_array('MyC', $c), in_array('MyE', $c), in_array('stdClass', $c), in_array('Exception', $c), in_array('MyI', $c));
var_dump(in_array('MyI', get_declared_interfaces()), in_array('Traversable', get_declared_interfaces()), get_declared_traits());
function f($a, $b = 2) { var_dump(func_get_arg(0), func_get_arg(1)); try { func_get_arg(5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; } try { func_get_arg(-1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; } }
f(1, 2, 3);
try { func_get_arg(0); } catch (Error $e) { echo $e->getMessage(), "\n"; }
