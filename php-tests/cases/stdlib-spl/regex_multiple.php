<?php
function show($f) { echo get_class($f), ": ", $f->getMessage(), "\n"; }
function dump($it) {
    foreach ($it as $k => $v) {
        echo var_export($k, true), " => ", json_encode($v), "\n";
    }
    echo "--\n";
}
$a = new ArrayIterator(['apple' => 'a1', 'banana' => 'b22', 'cherry' => 'c333', 'k4' => 'd']);
dump(new RegexIterator($a, '/\d+/'));
dump(new RegexIterator($a, '/^[ab]/', RegexIterator::MATCH, RegexIterator::USE_KEY));
dump(new RegexIterator($a, '/\d/', RegexIterator::MATCH, RegexIterator::INVERT_MATCH));
dump(new RegexIterator($a, '/(\w)(\d+)/', RegexIterator::GET_MATCH));
dump(new RegexIterator($a, '/\d/', RegexIterator::ALL_MATCHES));
dump(new RegexIterator(new ArrayIterator(['a,b', 'c', 'd,e,f']), '/,/', RegexIterator::SPLIT));
$r = new RegexIterator($a, '/\d/', RegexIterator::REPLACE);
$r->replacement = '#';
dump($r);
$r = new RegexIterator($a, '/an/', RegexIterator::REPLACE, RegexIterator::USE_KEY);
$r->replacement = 'AN';
dump($r);
var_dump($r->getMode(), $r->getFlags(), $r->getPregFlags(), $r->getRegex());
$r->setMode(RegexIterator::GET_MATCH);
$r->setFlags(0);
$r->setPregFlags(PREG_OFFSET_CAPTURE);
var_dump($r->getMode(), $r->getFlags(), $r->getPregFlags());
try { $r->setMode(9); } catch (Throwable $e) { show($e); }
try { new RegexIterator($a, '/x/', 7); } catch (Throwable $e) { show($e); }
dump(new RegexIterator(new ArrayIterator(['x' => [1], 'y' => 'z']), '/z/'));
dump(new RegexIterator(new ArrayIterator(['ab12', 'cd']), '/(\d)/', RegexIterator::GET_MATCH, 0, PREG_OFFSET_CAPTURE));
$rr = new RecursiveRegexIterator(new RecursiveArrayIterator(['test1', ['tet3', 'test4', 'test5'], 'x']), '/^test/');
foreach (new RecursiveIteratorIterator($rr) as $k => $v) echo "$k=$v\n";
var_dump($rr instanceof RecursiveIterator);

$m = new MultipleIterator();
var_dump($m->getFlags(), $m->countIterators(), $m->valid());
try { $m->current(); } catch (Throwable $e) { show($e); }
$i1 = new ArrayIterator([1, 2, 3]);
$i2 = new ArrayIterator(['a' => 'x', 'b' => 'y']);
$m->attachIterator($i1);
$m->attachIterator($i2);
var_dump($m->countIterators(), $m->containsIterator($i1), $m->containsIterator(new ArrayIterator()));
foreach ($m as $k => $v) {
    echo json_encode($k), ' ', json_encode($v), "\n";
}
$m->setFlags(MultipleIterator::MIT_NEED_ANY);
foreach ($m as $k => $v) {
    echo json_encode($k), ' ', json_encode($v), "\n";
}
$m->rewind();
$m->next(); $m->next();
$m->setFlags(MultipleIterator::MIT_NEED_ALL);
try { $m->current(); } catch (Throwable $e) { show($e); }
try { $m->key(); } catch (Throwable $e) { show($e); }
$m = new MultipleIterator(MultipleIterator::MIT_KEYS_ASSOC);
$m->attachIterator($i1, 'one');
$m->attachIterator($i2, 2);
try { $m->attachIterator(new ArrayIterator([]), 'one'); } catch (Throwable $e) { show($e); }
foreach ($m as $k => $v) {
    echo json_encode($k), ' ', json_encode($v), "\n";
}
$m->attachIterator(new ArrayIterator([9]));
try { $m->rewind(); $m->current(); } catch (Throwable $e) { show($e); }
$m->detachIterator($i1);
var_dump($m->countIterators());
