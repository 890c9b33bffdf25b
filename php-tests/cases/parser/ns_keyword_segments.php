<?php
namespace App\List\Function;

class Matcher {}
echo \App\Fn\Enum::class;
