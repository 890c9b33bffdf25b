<?php
// php's side of the front-end benchmark: token_get_all(TOKEN_PARSE) lexes and builds the AST
// without compiling, the closest in-process equivalent of rphp's lex+parse.
$files = [];
foreach (array_slice($argv, 1) as $root) {
    $it = is_dir($root)
        ? new RecursiveIteratorIterator(new RecursiveDirectoryIterator($root, FilesystemIterator::SKIP_DOTS))
        : [new SplFileInfo($root)];
    foreach ($it as $f) {
        if (substr($f->getFilename(), -4) === '.php') $files[] = $f->getPathname();
    }
}
sort($files);
$sources = array_map('file_get_contents', $files);
$bytes = array_sum(array_map('strlen', $sources));
$best = INF;
$rejected = 0;
for ($round = 0; $round < 3; $round++) {
    $start = hrtime(true);
    $rejected = 0;
    foreach ($sources as $src) {
        try { token_get_all($src, TOKEN_PARSE); } catch (\Throwable $e) { $rejected++; }
    }
    $best = min($best, (hrtime(true) - $start) / 1e9);
}
$mb = $bytes / 1048576;
printf("php:  %d files, %.2f MB, %d rejected; token_get_all(TOKEN_PARSE) %.3f s (%.1f MB/s)\n",
    count($sources), $mb, $rejected, $best, $mb / $best);
