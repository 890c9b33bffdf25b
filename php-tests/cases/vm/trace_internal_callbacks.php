<?php
// A callback run by a builtin shows as "[internal function]" followed by the builtin's call.
function thrower(...$a) { throw new Exception("t"); }
function show($e) {
    echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
}
try { array_map(function ($x) { throw new Exception("map"); }, [1, 2]); } catch (Exception $e) { show($e); }
$a = [3, 1, 2];
try { usort($a, function ($x, $y) { throw new Exception("usort"); }); } catch (Exception $e) { show($e); }
try { uasort($a, 'thrower'); } catch (Exception $e) { show($e); }
try { uksort($a, 'thrower'); } catch (Exception $e) { show($e); }
try { array_filter([1], 'thrower'); } catch (Exception $e) { show($e); }
try { array_filter([1], fn($v, $k) => thrower($v, $k), ARRAY_FILTER_USE_BOTH); } catch (Exception $e) { show($e); }
try { array_walk($a, 'thrower'); } catch (Exception $e) { show($e); }
try { array_walk_recursive($a, 'thrower'); } catch (Exception $e) { show($e); }
try { array_reduce([1], 'thrower'); } catch (Exception $e) { show($e); }
try { preg_replace_callback('/a/', 'thrower', 'xa'); } catch (Exception $e) { show($e); }
try { iterator_apply(new ArrayIterator([1]), function () { throw new Exception("apply"); }); } catch (Exception $e) { show($e); }
try { (new ArrayObject([2, 1]))->uasort('thrower'); } catch (Exception $e) { show($e); }
// a builtin called back by a builtin
try { array_map('intdiv', [1], [0]); } catch (Throwable $e) { show($e); }
try { array_map('array_map', ['thrower'], [[1]]); } catch (Throwable $e) { show($e); }
// call_user_func compiled as a direct call: no frame of its own
try { call_user_func('thrower', 5); } catch (Exception $e) { show($e); }
try { call_user_func_array('thrower', [5, "a"]); } catch (Exception $e) { show($e); }
// getTrace(): no file/line on the callback's entry
try { array_map(function ($x) { throw new Exception("arr"); }, [7]); } catch (Exception $e) {
    foreach ($e->getTrace() as $i => $f) {
        echo $i, ": ", $f['function'], " file=", isset($f['file']) ? basename($f['file']) : "-",
            " line=", $f['line'] ?? "-", " args=", count($f['args']), "\n";
    }
}
function inner() {
    foreach (debug_backtrace() as $i => $f) {
        echo $i, ": ", $f['function'], " line=", $f['line'] ?? "-", "\n";
    }
    debug_print_backtrace();
    return 0;
}
array_map('inner', [1]);
$b = [2, 1];
usort($b, fn($x, $y) => inner());
function lim() { var_dump(count(debug_backtrace(0, 1)), count(debug_backtrace(0, 2)), count(debug_backtrace())); }
array_map('lim', [1]);
