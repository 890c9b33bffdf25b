<?php
// extension_loaded / get_extension_funcs for the extensions php and rphp both have.
foreach (["Core", "core", "standard", "date", "pcre", "json", "SPL", "spl", "ctype", "hash", "random", "Reflection", "mbstring", "iconv", "foo", ""] as $ext) {
    var_dump($ext, extension_loaded($ext));
}
var_dump(get_extension_funcs("json"), get_extension_funcs("JSON"), get_extension_funcs("foo"), get_extension_funcs("Reflection"));
var_dump(get_extension_funcs("ctype"));
var_dump(in_array("cos", get_extension_funcs("standard")), in_array("strlen", get_extension_funcs("Core")), in_array("preg_match", get_extension_funcs("pcre")));
var_dump(is_array(get_loaded_extensions()), in_array("standard", get_loaded_extensions()), in_array("Core", get_loaded_extensions()));
try { get_extension_funcs(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { extension_loaded([]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
