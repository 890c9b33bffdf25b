<?php
$loader = require __DIR__ . '/autoload_tree/vendor/autoload.php';
use App\Models\User;
use App\Services\Greeter;
var_dump(class_exists('App\Models\User', false));
$u = new User('ann');
echo (new Greeter)->greet($u), "\n";
var_dump(User::table(), $u instanceof App\Contracts\HasName, $loader->loaded);
var_dump(class_exists('App\Missing'), class_exists('Other\Thing'), interface_exists('App\Contracts\HasName'));
var_dump(get_class($loader), count(spl_autoload_functions()));
try { new App\Nope\Thing; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(array_map(fn($f) => basename(str_replace('\\', '/', $f)), array_filter(get_included_files(), fn($f) => str_contains($f, 'autoload_tree'))));
$loader->unregister();
var_dump(count(spl_autoload_functions()));
