<?php
enum Status: int {
    case Active = 1;
    case Inactive = 0;
    case Banned = -1;
}
enum Code: string {
    case Ok = 'ok';
    case Err = 'error';
    case Empty = '';
}
var_dump(Status::from(1), Status::tryFrom(5), Status::from('0'), Status::tryFrom('-1'), Code::from('ok'), Code::tryFrom('nope'), Code::from(''));
var_dump(Status::Active->value, Code::Err->value, Status::cases());
foreach ([fn() => Status::from(5), fn() => Status::from('abc'), fn() => Status::from(1.5), fn() => Code::from('OK'), fn() => Code::from(1), fn() => Status::from(null), fn() => Status::tryFrom([]), fn() => Code::tryFrom(new stdClass), fn() => Status::from(), fn() => Status::from(1.0), fn() => Status::from(true)] as $i => $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo "$i ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
var_dump(Status::Active instanceof BackedEnum, json_encode([Status::Active, Code::Err]), serialize(Code::Ok), unserialize(serialize(Code::Ok)) === Code::Ok);
var_dump(array_map(fn($c) => $c->name, Code::cases()));
var_dump(array_column(Code::cases(), 'value', 'name'));
