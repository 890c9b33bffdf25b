<?php
namespace App\Models;

abstract class Model
{
    public static function table(): string { return strtolower((new \ReflectionClass(static::class))->getShortName()) . 's'; }
}
