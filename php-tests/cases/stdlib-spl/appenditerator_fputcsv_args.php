<?php
// AppendIterator::current() fetches the inner iterator's element again
$iterator = new AppendIterator();
$events = new ArrayIterator([1, 2, 3, 4, 5]);
$iterator->append($events);
$events->next();
while ($iterator->valid()) {
    echo $iterator->current(), "\n";
    $iterator->next();
}

// SplFileObject::fputcsv's CSV arguments count after its $fields
$f = new SplTempFileObject();
foreach ([['ab', '"', '\\'], [',', 'ab', '\\'], [',', '"', 'ab']] as [$s, $e, $x]) {
    try {
        $f->fputcsv(['a'], $s, $e, $x);
    } catch (ValueError $err) {
        echo $err->getMessage(), "\n";
    }
    try {
        $f->fgetcsv($s, $e, $x);
    } catch (ValueError $err) {
        echo $err->getMessage(), "\n";
    }
}
