<?php
class A {
    const PUB = 'pub';
    public const PUB2 = self::PUB . '2';
    protected const PROT = 'prot';
    private const PRIV = 'priv';
    final public const FIN = 'fin';
    public static function show() { return [self::PROT, self::PRIV, static::PROT, static::PUB]; }
}
class B extends A {
    const PUB = 'B-pub';
    protected const PROT = 'B-prot';
    public static function showB() { return [parent::PUB, self::PUB, parent::PROT]; }
    public static function privFromChild() { return parent::PRIV; }
}
var_dump(A::PUB, A::PUB2, B::PUB2, A::FIN, B::FIN);
var_dump(A::show(), B::show(), B::showB());
try { var_dump(A::PROT); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(A::PRIV); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(B::privFromChild()); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(A::NOPE); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(Nope::X); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$a = new B;
var_dump($a::PUB, constant('A::PUB'), constant('B::PUB2'), defined('A::PUB'), defined('A::NOPE'), defined('A::PROT'));
try { var_dump(constant('A::PRIV')); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(constant('A::NOPE')); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(A::class, B::class);
