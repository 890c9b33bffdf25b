<?php
interface HasVersion {
    const VERSION = '1.0';
    public const LEVEL = 1;
}
interface Extended extends HasVersion { const EXTRA = self::VERSION . '-x'; }
class Impl implements Extended {
    const LEVEL = 2;
}
var_dump(Impl::VERSION, Impl::LEVEL, Impl::EXTRA, Extended::VERSION, HasVersion::LEVEL);
$o = new Impl;
var_dump($o::EXTRA, $o instanceof HasVersion);
class WithFinal { final const F = 1; const G = 2; }
class Sub extends WithFinal { const G = 3; }
var_dump(Sub::F, Sub::G);
$rc = new ReflectionClassConstant('WithFinal', 'F');
var_dump($rc->isFinal(), (new ReflectionClassConstant('WithFinal', 'G'))->isFinal());
var_dump((new ReflectionClass('Impl'))->getConstants());
