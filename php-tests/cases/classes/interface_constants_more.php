<?php
interface HasVersion { const VERSION = "1.0"; const LABEL = "v" . self::VERSION; public const MAX = 10; final public const LOCKED = "locked"; }
interface Extended extends HasVersion { const EXTRA = self::MAX * 2; const PARENT_VER = HasVersion::VERSION; }
class Impl implements Extended {
    const VERSION = "2.0";
    public function describe() { return [self::VERSION, static::VERSION, HasVersion::VERSION, self::LABEL, static::LABEL, self::EXTRA]; }
}
class SubImpl extends Impl { const VERSION = "3.0"; const MAX = 99; }
class Other { const FROM_IFACE = Extended::EXTRA + 1; const FROM_CLASS = SubImpl::VERSION . "/" . Impl::MAX; }

var_dump(HasVersion::VERSION, HasVersion::LABEL, Extended::EXTRA, Extended::PARENT_VER, Extended::VERSION);
var_dump(Impl::VERSION, Impl::LABEL, Impl::LOCKED, SubImpl::VERSION, SubImpl::MAX, SubImpl::EXTRA);
var_dump((new Impl)->describe(), (new SubImpl)->describe());
var_dump(Other::FROM_IFACE, Other::FROM_CLASS);
$cls = 'SubImpl';
var_dump($cls::VERSION, constant('Extended::EXTRA'), constant($cls . '::LOCKED'));
$o = new SubImpl;
var_dump($o::MAX, $o instanceof HasVersion);
var_dump(defined('HasVersion::VERSION'), defined('Impl::NOPE'));
try { var_dump(constant('HasVersion::NOPE')); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(Extended::NOPE); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

interface Shape { const SIDES = 0; public function sides(): int; }
enum Poly: int implements Shape {
    case Tri = 3;
    case Quad = 4;
    const SIDES = -1;
    const DEFAULT = self::Tri;
    const ALL = [self::Tri, self::Quad];
    public function sides(): int { return $this->value; }
    public static function ifaceSides() { return [self::SIDES, Shape::SIDES, static::SIDES]; }
}
var_dump(Poly::SIDES, Poly::DEFAULT, Poly::ALL[1]->sides(), Poly::ifaceSides());
var_dump(Poly::Tri instanceof Shape, Poly::DEFAULT === Poly::Tri);
$rc = new ReflectionClass('SubImpl');
var_dump(array_keys($rc->getConstants()));
var_dump($rc->getReflectionConstant('VERSION')->getDeclaringClass()->getName());
var_dump($rc->getReflectionConstant('LOCKED')->isFinal(), $rc->getReflectionConstant('LOCKED')->getDeclaringClass()->getName());
