<?php
spl_autoload_register(function ($class) {
    echo "autoload($class)\n";
    if ($class === 'Lazy') {
        echo "no class\n";
    }
});
var_dump(unserialize('O:7:"Unknown":0:{}'));
var_dump(unserialize('O:7:"Unknown":0:{}', ['allowed_classes' => false]));
