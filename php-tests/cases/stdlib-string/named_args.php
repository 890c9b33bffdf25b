<?php
// Named arguments in declaration order (the registry has no default values yet, so a
// skipped optional parameter is not exercised here).
var_dump(str_pad(string: "x", length: 5, pad_string: "-"));
var_dump(explode(separator: ",", string: "a,b,c", limit: 2));
var_dump(substr(string: "abcdef", offset: 1, length: 2));
var_dump(str_contains(haystack: "abc", needle: "b"));
var_dump(number_format(num: 1234.5, decimals: 1, decimal_separator: ",", thousands_separator: " "));
