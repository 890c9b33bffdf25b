<?php
// Static factories make an object of the class they were called on (php's `static`
// return): createFromFormat, createFromImmutable/Mutable/Interface, createFromTimestamp;
// the functions and __set_state make the base class.
class MyDateTime extends DateTime {}
class MyImm extends DateTimeImmutable {
    static function make($s) { return static::createFromFormat('Y-m-d', $s); }
}
class MyImm2 extends MyImm {}
$i = new DateTimeImmutable('2014-03-02 16:24:08');
echo get_class(MyDateTime::createFromFormat('Y-m-d', '2011-01-01')), "\n";
echo get_class(MyDateTime::createFromImmutable($i)), "\n";
echo get_class(MyDateTime::createFromInterface($i)), "\n";
echo get_class(MyImm::createFromMutable(new DateTime)), "\n";
echo get_class(MyImm::createFromInterface(new DateTime)), "\n";
echo get_class(MyImm2::make('2020-01-01')), "\n";
echo get_class(MyDateTime::createFromTimestamp(0)), "\n";
echo get_class(date_create_from_format('Y-m-d', '2011-01-01')), "\n";
echo get_class(DateTime::createFromFormat('Y-m-d', '2011-01-01')), "\n";
$f = MyDateTime::createFromFormat(...);
echo get_class($f('Y', '2000')), "\n";
echo get_class(call_user_func(['MyImm2', 'createFromFormat'], 'Y', '2000')), "\n";
echo get_class(call_user_func('MyImm::createFromMutable', new DateTime)), "\n";
echo get_class((new MyDateTime)->createFromFormat('Y', '1999')), "\n";
var_dump(MyDateTime::createFromFormat('Y-m-d', 'nope'));
echo get_class(MyDateTime::__set_state(['date' => '2020-01-01 00:00:00.000000', 'timezone_type' => 3, 'timezone' => 'UTC'])), "\n";
