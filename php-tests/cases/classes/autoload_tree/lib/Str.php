<?php
namespace Lib\Util;

class Str
{
    public static function upper(string $s): string { return strtoupper($s); }
}
