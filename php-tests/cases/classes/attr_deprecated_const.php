<?php
class Config {
    #[\Deprecated]
    const A = 1;
    #[\Deprecated("use B2")]
    public const B = 2, B2 = 22;
    #[\Deprecated(since: "7")]
    protected const C = 3;
    #[\Deprecated("private", "0.1")]
    private const D = 4;
    public static function read() { return [self::C, self::D, static::C]; }
}
class Sub extends Config {
    const A = "redeclared";
    public function parentC() { return parent::C; }
}
enum Color {
    #[\Deprecated("Red is out")]
    case Red;
    case Blue;
    #[\Deprecated]
    const Default = self::Blue;
}
var_dump(Config::A);
var_dump(Config::B);
var_dump(Config::B2);
var_dump(Config::read());
var_dump(Sub::A);
var_dump((new Sub)->parentC());
var_dump(Color::Red);
var_dump(Color::Blue);
var_dump(Color::Default);
var_dump(Color::Red === Color::Red);
$cls = 'Config';
var_dump($cls::A);
var_dump(constant('Config::B'));
$k = new ReflectionClassConstant('Config', 'A');
var_dump($k->isDeprecated(), $k->getValue());
var_dump((new ReflectionClassConstant('Config', 'B2'))->isDeprecated());
var_dump((new ReflectionClassConstant('Sub', 'A'))->isDeprecated());
var_dump(count(Color::cases()));
