<?php
declare(strict_types=1);
// traces show include/require frames with the file of the frame above them and eval
// frames as eval(); floats in trace arguments print with precision 14 and ".0"
function takes_int(int $x) { return $x; }
function clean(string $s): string { return preg_replace(["~'[^']*'~", '~/\S*/~'], ["'P'", ''], $s); }
function show(Throwable $e) {
    echo get_class($e), ": ", clean($e->getMessage()), "\n", clean($e->getTraceAsString()), "\n";
}
function wrap() {
    try { include __DIR__ . "/inc/trace_frames.inc"; } catch (TypeError $e) { show($e); }
}
ob_start();
wrap();
echo clean(ob_get_clean());
try { eval('takes_int(2.5);'); } catch (TypeError $e) { show($e); }
try { eval('declare(strict_types=1); takes_int(2.5);'); } catch (TypeError $e) { show($e); }
ob_start();
try { require __DIR__ . "/inc/trace_frames.inc"; } catch (TypeError $e) { show($e); }
echo clean(ob_get_clean());
function f(...$a) { throw new Exception("x"); }
try { f(1.0, 1/3, 1e20, -0.0, 0.1, 1e15, 123456789012345.0, NAN, -INF); } catch (Exception $e) { show($e); }
