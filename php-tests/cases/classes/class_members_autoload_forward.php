<?php
// get_class_vars / get_class_methods: own members first (declared, then the traits'),
// inherited after; statics after instance properties, with their declared defaults
trait T { public static $ts = [1]; public $ti = 'T'; protected static $tps = 'tp'; public function tm() {} protected function tpm() {} }
trait T2 { use T; public $t2 = 2; }
class G { public $g = 1; private $gp = 2; public static $gs = 3; private static $gps = 4; protected $gq = 'g'; protected function gm() {} private function gpm() {} }
class P extends G {
    const K = 'k';
    public $a1;
    public function __construct(public $pa = 5, protected int $pb = 6) {}
    public $a2 = self::K;
    public static $sa = [self::K];
    public static int $sti;
    protected $gq = 'p';
    private $pr = 'pr';
    protected function gm() {}
    protected function pn() {}
    private function po() {}
    public static function fromP() { return [get_class_vars('C'), get_class_methods('C')]; }
}
class C extends P { use T2; public $c1 = 1; public $a2 = 'c'; private static $cps = 'cp'; protected function pn() {} protected function cm() {}
    public static function fromC() { return [get_class_vars('C'), get_class_methods('C'), get_class_vars('S'), get_class_methods('S')]; } }
class S extends P { protected $gq = 's'; protected $sq = 1; protected function pn() {} protected function sm() {} protected function gm() {} }
P::$sa[] = 'changed'; C::$ts[] = 2;
var_dump(get_class_vars('C'), get_class_methods('C'));
var_dump(C::fromC(), P::fromP());
enum En: string { case X = 'x'; function em() {} }
var_dump(get_class_vars('En'), get_class_methods('En'));
var_dump(method_exists('C', 'gpm'), method_exists(new C, 'gpm'), method_exists('C', 'TPM'), method_exists('Closure', '__invoke'), method_exists(fn() => 1, '__INVOKE'));
var_dump(property_exists('C', 'pr'), property_exists('P', 'pr'), property_exists('C', 'gq'), property_exists('C', 'tps'), property_exists('C', 'gps'), property_exists('En', 'value'));
$o = new C; $o->dyn = 1;
var_dump(property_exists($o, 'dyn'), property_exists('C', 'dyn'));
try { var_dump(get_class_methods(42)); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(get_debug_type(new class implements Countable { function count(): int { return 0; } }));
var_dump(get_debug_type(new class extends ArrayObject implements Countable {}));

// spl_autoload_register: one loader however it is written
function show_loaders() {
    foreach (spl_autoload_functions() as $f) {
        if ($f instanceof Closure) { echo "  Closure\n"; }
        elseif (is_array($f)) { echo "  [", is_object($f[0]) ? get_class($f[0]) . ' object' : $f[0], ", ", $f[1], "]\n"; }
        else { echo "  ", $f, "\n"; }
    }
}
class L {
    public static function st($c) { echo "L::st $c\n"; }
    public function inst($c) { echo "L->inst $c\n"; }
    public function __call($n, $a) { echo "L->__call $n\n"; }
    public static function __callStatic($n, $a) { echo "L::__callStatic $n\n"; }
    public static function reg() { spl_autoload_register([static::class, 'st']); }
}
class LL extends L {}
function My_Loader($c) { echo "My_Loader $c\n"; }
$l = new L;
$cl = function ($c) { echo "closure $c\n"; };
spl_autoload_register(['L', 'st']);
spl_autoload_register('l::ST');
spl_autoload_register([$l, 'st']);
L::reg();
LL::reg();
spl_autoload_register([$l, 'inst']);
spl_autoload_register([$l, 'INST']);
spl_autoload_register([$l, 'magic']);
spl_autoload_register([$l, 'magic']);
spl_autoload_register('L::magicStatic');
spl_autoload_register(['L', 'magicStatic']);
spl_autoload_register('my_loader');
spl_autoload_register('MY_LOADER');
spl_autoload_register($cl);
spl_autoload_register($cl);
spl_autoload_register(fn($c) => print("prepended $c\n"), true, true);
spl_autoload_register();
spl_autoload_register(null);
spl_autoload_register('spl_autoload');
show_loaders();
var_dump(class_exists('NotThere'));
var_dump(spl_autoload_unregister('L::st'), spl_autoload_unregister(['L', 'st']), spl_autoload_unregister(['ll', 'st']));
var_dump(spl_autoload_unregister([$l, 'Inst']), spl_autoload_unregister($cl), spl_autoload_unregister('my_loader'), spl_autoload_unregister('strlen'));
show_loaders();
spl_autoload_call('ViaCall');
try { spl_autoload_unregister('no_such_fn'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { spl_autoload_register('spl_autoload_call'); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { spl_autoload_register(['L']); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { spl_autoload_register(['L', 'nope', 'x']); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(spl_autoload_register('L::st', false));
var_dump(count(spl_autoload_functions()));
var_dump(spl_autoload_unregister('spl_autoload_call'), spl_autoload_functions());

// spl_autoload(): lowercase name, namespace separators as directories, each extension in turn
$dir = sys_get_temp_dir() . '/rphp_spl_' . getmypid();
@mkdir("$dir/ns", 0777, true);
file_put_contents("$dir/fromfile.inc", "<?php echo \"fromfile.inc\\n\"; class FromFile {}");
file_put_contents("$dir/ns/deep.php", "<?php namespace Ns; echo \"ns/deep.php\\n\"; class Deep {}");
file_put_contents("$dir/late.a", "<?php echo \"late.a, no class\\n\";");
file_put_contents("$dir/late.b", "<?php echo \"late.b\\n\"; class Late {}");
set_include_path($dir);
var_dump(spl_autoload_extensions());
spl_autoload_register();
var_dump(class_exists('FromFile'), class_exists('Ns\Deep'), class_exists('Missing'));
var_dump(spl_autoload_extensions('.a,.b,'));
var_dump(class_exists('LATE'));
spl_autoload('fromfile', '.inc');
var_dump(spl_autoload_unregister('spl_autoload'), spl_autoload_functions());
foreach (["fromfile.inc", "ns/deep.php", "late.a", "late.b"] as $f) { unlink("$dir/$f"); }
rmdir("$dir/ns"); rmdir($dir);

// forward_static_call(_array): the caller's late static binding is kept
class FA {
    public static function who(...$a) { echo static::class, " ", json_encode($a), "\n"; return 'ret'; }
    public function inst() { echo "inst ", static::class, " ", get_class($this), "\n"; }
}
class FB extends FA {
    public static function t() {
        var_dump(forward_static_call(['FA', 'who'], 1, 2));
        var_dump(forward_static_call_array(['FA', 'who'], [3, 'k' => 4]));
        forward_static_call_array('FA::who', ['x' => 5]);
        forward_static_call('parent::who', 6);
        forward_static_call([new FA, 'who'], 7);
        forward_static_call(function () { echo "closure ", static::class, "\n"; });
        echo forward_static_call('strtoupper', 'abc'), "\n";
        try { forward_static_call(['FA', 'who'], 1, named: 2); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
        try { forward_static_call_array(['FA', 'who'], ['a' => 1, 2]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    }
    public function i() { forward_static_call([$this, 'inst']); forward_static_call(['FA', 'inst']); }
}
class FC extends FB {}
FC::t();
(new FC)->i();
class FX extends FA { static function t() { forward_static_call(['FB', 'who']); forward_static_call(['FA', 'who']); } }
FX::t();
function outside() { return forward_static_call(['FA', 'who']); }
try { outside(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
forward_static_call_array(['FA', 'who'], ['top']);
try { forward_static_call('nope'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { forward_static_call_array('nope', []); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { forward_static_call_array(['FA', 'who'], 5); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f = function () { return forward_static_call(['FA', 'who'], 'bound'); };
try { $f(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
Closure::bind($f, null, FC::class)();
