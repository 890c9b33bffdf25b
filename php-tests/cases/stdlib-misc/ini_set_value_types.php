<?php
// ini_set() takes string|int|float|bool|null by type; docref_root, docref_ext and user_agent exist
class S { function __toString() { return "7"; } }
try { ini_set("precision", new S); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(ini_set("user_agent", null), ini_get("user_agent"));
var_dump(ini_set("user_agent", true), ini_get("user_agent"));
var_dump(ini_get("docref_ext"), ini_get("docref_root"));
try { ini_set("precision", [1]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { ini_set("precision", new stdClass); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

ini_set('docref_root', null);
var_dump(ini_get('docref_root'));
ini_set('html_errors', true);
var_dump(ini_get('html_errors'));
ini_set('html_errors', false);
var_dump(ini_get('html_errors'));
ini_set('precision', 6);
var_dump(ini_get('precision'));

// There are no float options in always enabled extensions.
// Just use a random string property, even though it doesn't make sense.
ini_set('user_agent', 3.14);
var_dump(ini_get('user_agent'));

try {
    ini_set('foo', []);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}

?>
