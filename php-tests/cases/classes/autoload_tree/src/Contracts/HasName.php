<?php
namespace App\Contracts;

interface HasName { public function name(): string; }
