<?php
$f = tempnam(sys_get_temp_dir(), 'meta');
$docs = [
    "<meta name=\"author\" content=\"name\">\n<META NAME='Key.Words' CONTENT='a, b'>\n</head><meta name=x content=y>",
    "<html><head><meta name=plain content=word-with-dash><meta content=\"first\" name=\"Reversed\"></head>",
    "<meta name=\"a b(c)[d]*e+f?g^h\$i\\\\j\" content=\"x\"><meta name=\"dup\" content=\"1\"><meta name=\"dup\" content=\"2\">",
    "<meta name=\"noval\"><meta name=\"12\" content=\"num\"><meta name=\"unterminated content=\"z\">",
    "<meta name='q' content='it\\'s'><title>x</title><meta name=\"tail\" content=\"open",
    "<meta name=\"n\" content=\"before\0after\"><meta name=\"after-nul\" content=\"v\">",
    "no tags at all",
    "",
    "<meta\tname=\"tab\"\ncontent=\"nl\"><p name=\"notmeta\" content=\"no\"><meta name=\"eq\"=\"odd\" content=\"ok\">",
];
foreach ($docs as $d) {
    file_put_contents($f, $d);
    var_dump(get_meta_tags($f));
}
unlink($f);
var_dump(@get_meta_tags($f));
try { get_meta_tags("a\0b"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

// disk space: the values depend on the machine, their types and order do not
$free = disk_free_space(__DIR__);
$total = disk_total_space(__DIR__);
var_dump(is_float($free), is_float($total), $free <= $total, $total > 0);
var_dump(is_float(diskfreespace('.')));
var_dump(disk_free_space(__DIR__ . '/no/such/dir'));
var_dump(disk_total_space(__DIR__ . '/no/such/dir'));
try { disk_free_space("a\0b"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

// the realpath cache: an array of entries and a size
var_dump(is_array(realpath_cache_get()), is_int(realpath_cache_size()));
clearstatcache(true);
var_dump(realpath_cache_get(), realpath_cache_size());
