<?php
// Minimal Composer-style autoloader (PSR-4), shaped like vendor/composer/autoload_real.php.
require_once __DIR__ . '/composer/ClassLoader.php';
return (function () {
    $loader = new \Composer\Autoload\ClassLoader();
    $map = require __DIR__ . '/composer/autoload_psr4.php';
    foreach ($map as $ns => $paths) {
        $loader->setPsr4($ns, $paths);
    }
    $loader->register(true);
    return $loader;
})();
