<?php
namespace App\Models;

use App\Contracts\HasName;

class User extends Model implements HasName
{
    public function __construct(private string $name) {}
    public function name(): string { return $this->name; }
}
