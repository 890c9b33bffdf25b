<?php
namespace App\Services;

use App\Contracts\HasName;
use Lib\Util\Str;

final class Greeter
{
    public function greet(HasName $who): string { return Str::upper('hello ') . $who->name(); }
}
