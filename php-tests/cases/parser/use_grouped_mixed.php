<?php
namespace App;

use Foo\{Bar, function helper, const MAX, function other as o};
