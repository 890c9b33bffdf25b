<?php
spl_autoload_register(function ($c) { echo "closure loader: $c\n"; if ($c === 'FromClosure') { eval('class FromClosure {}'); } });
class Loaders {
    public static function stat($c) { echo "static loader: $c\n"; if ($c === 'FromStatic') eval('class FromStatic {}'); }
    public function inst($c) { echo "instance loader: $c\n"; if ($c === 'FromInst') eval('class FromInst {}'); }
}
spl_autoload_register(['Loaders', 'stat']);
spl_autoload_register('Loaders::stat');
$l = new Loaders;
spl_autoload_register([$l, 'inst']);
spl_autoload_register(function ($c) { echo "prepended: $c\n"; }, true, true);
function named_loader($c) { echo "named: $c\n"; }
spl_autoload_register('named_loader');
var_dump(count(spl_autoload_functions()));
var_dump(new FromClosure instanceof FromClosure);
var_dump(class_exists('FromStatic'));
var_dump(class_exists('FromInst', false), class_exists('FromInst', true));
var_dump(class_exists('Never'));
var_dump(interface_exists('NeverI'), trait_exists('NeverT', false), enum_exists('NeverE'));
var_dump(spl_autoload_unregister('named_loader'), spl_autoload_unregister('named_loader'));
var_dump(count(spl_autoload_functions()));
var_dump(Never2::class);
var_dump(is_a('Never3', 'X', true), is_subclass_of('Never4', 'X'));
var_dump(method_exists('Never5', 'x'));
$name = 'Never6';
var_dump($l instanceof $name);
try { Never7::f(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Never8::C; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { spl_autoload_register('no_such_fn'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(spl_autoload_register(), spl_autoload_call('ViaCall'));
