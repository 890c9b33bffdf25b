<?php
function t(callable $f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
var_dump(SORT_REGULAR, SORT_NUMERIC, SORT_STRING, SORT_LOCALE_STRING, SORT_NATURAL, SORT_FLAG_CASE, SORT_ASC, SORT_DESC);
var_dump(COUNT_NORMAL, COUNT_RECURSIVE, ARRAY_FILTER_USE_KEY, ARRAY_FILTER_USE_BOTH);
