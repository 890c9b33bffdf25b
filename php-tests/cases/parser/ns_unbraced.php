<?php
namespace App\Models;

class User {}
function helper() {}
const VERSION = 1;
