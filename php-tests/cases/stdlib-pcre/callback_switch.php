<?php
// Callbacks of preg_replace_callback(_array) called many times: one callable shared by
// several patterns, string and method callables alternating, subjects in an array,
// by-reference and typed parameters, a warning in some calls.
function up($m) { return strtoupper($m[0]); }
class R {
    public $n = 0;
    function tag($m) { return '<' . $m[0] . ':' . ++$this->n . '>'; }
    static function rev($m) { return strrev($m[0]); }
}
$r = new R;
$shared = fn($m) => "[$m[0]]";
echo preg_replace_callback_array([
    '/\d+/' => $shared,
    '/[aeiou]/' => 'up',
    '/x+/' => [$r, 'tag'],
    '/q\w+/' => 'R::rev',
    '/z/' => $shared,
], ['k1' => 'ax12 qwerty zz', 'k2' => 'xx e 7 z'], -1, $count) === null ? 'null' : 'ok', "\n";
print_r(preg_replace_callback_array([
    '/\d+/' => $shared,
    '/[aeiou]/' => 'up',
    '/x+/' => [$r, 'tag'],
    '/q\w+/' => 'R::rev',
    '/z/' => $shared,
], ['k1' => 'ax12 qwerty zz', 'k2' => 'xx e 7 z'], -1, $count));
var_dump($count, $r->n);

echo preg_replace_callback('/\w/', function (&$m) { return $m[0] . '.'; }, 'abc'), "\n";
echo preg_replace_callback('/\d/', fn(array $m): string => $m[0] * 2, 'a1b2c3'), "\n";
echo preg_replace_callback('/\d/', function ($m) { if ($m[0] == 2) { echo $undef; } return '#'; }, '1234'), "\n";
$s = str_repeat('ab1 ', 2000);
echo strlen(preg_replace_callback('/\d/', fn($m) => $m[0] + 1, $s)), "\n";
