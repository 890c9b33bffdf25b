<?php
// An exception a native method throws has the method's call first in its trace, and the
// position character of a parse error is the byte itself (a space past the end).
function show(Throwable $e) {
    echo get_class($e), ": ", bin2hex($e->getMessage()), "\n";
    foreach ($e->getTrace() as $i => $f) {
        echo "  #$i ", $f['class'] ?? '', $f['type'] ?? '', $f['function'], isset($f['line']) ? " line {$f['line']}" : '', " args ", count($f['args'] ?? []), "\n";
    }
    echo $e->getTraceAsString(), "\n";
}
function modify_it($d, $s) { return $d->modify($s); }
try { modify_it(new DateTimeImmutable('2020-01-01'), ''); } catch (Throwable $e) { show($e); }
try { (new DateTime('2020-01-01'))->modify("\xc2\xa361538461538 day"); } catch (Throwable $e) { show($e); }
try { new DateTime('garbage here'); } catch (Throwable $e) { show($e); }
try { DateInterval::createFromDateString('next weekday 15:30'); } catch (Throwable $e) { show($e); }
try { new DateTimeZone('Mars/Olympus'); } catch (Throwable $e) { show($e); }
try { (new ReflectionClass('stdClass'))->getMethod('nope'); } catch (Throwable $e) { show($e); }
try { new ReflectionMethod('stdClass', 'nope'); } catch (Throwable $e) { show($e); }
$c = function () { return new DateTimeImmutable('not a date'); };
try { array_map($c, [1]); } catch (Throwable $e) { show($e); }
ini_set('zend.exception_ignore_args', '1');
try { (new DateTime)->modify('nope nope'); } catch (Throwable $e) { show($e); }
var_dump(@date_interval_create_from_date_string(''));
echo error_get_last()['message'] ?? '', "\n";
foreach (['next weekday 15:30', '2020-01-01', '+1 day UTC', 'noon', '+2 days', 'tomorrow'] as $s) {
    try { $i = DateInterval::createFromDateString($s); echo "$s: ", $i->d, "\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    var_dump(date_interval_create_from_date_string($s) !== false);
}
