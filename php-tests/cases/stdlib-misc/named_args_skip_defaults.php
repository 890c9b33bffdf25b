<?php
// Named arguments that skip optional parameters of builtins get php's defaults
// (zend_handle_undef_args), including internal methods; an unknown default is an error.
var_dump(json_encode(value: [1, "a" => "é"], depth: 5));
var_dump(str_pad("a", 5, pad_type: STR_PAD_LEFT));
var_dump(number_format(1234.5, thousands_separator: " "));
var_dump(htmlspecialchars("<a href='x'>&amp;</a>", double_encode: false));
var_dump(array_slice([1, 2, 3, 4], 1, preserve_keys: true));
var_dump(explode(",", "a,b,c", limit: 2));
var_dump(round(2.5, mode: PHP_ROUND_HALF_EVEN));
var_dump(array_filter(["a" => 1, "b" => 2], mode: ARRAY_FILTER_USE_KEY, callback: fn($k) => $k === "b"));
var_dump(implode(separator: "-", array: [1, 2]));
var_dump(in_array("1", [1, 2], strict: true));
var_dump(str_replace(search: "a", replace: "b", subject: "aaa"));
var_dump(trim(" x ", characters: " x") === "");
try { var_dump(array_keys([1, 2, 1], strict: true)); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(mt_rand(max: 5)); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { str_pad("a", pad_type: 1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { str_pad("a", 3, nope: 1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$p = new Exception("p");
$e = new Exception(previous: $p); var_dump($e->getPrevious() === $p, $e->getMessage(), $e->getCode());
$e = new ErrorException(previous: $p, line: 3); var_dump($e->getPrevious() === $p, $e->getLine(), $e->getSeverity());
$e = new RuntimeException(code: 7); var_dump($e->getCode(), $e->getMessage());
$d = new DateTime("2020-01-02 03:04:05", timezone: new DateTimeZone("UTC"));
var_dump($d->format(format: "Y-m-d H:i"));
$a = new ArrayObject([3, 1, 2]);
var_dump($a->count());
