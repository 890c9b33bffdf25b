<?php
// the globals after the main script ended: shutdown functions and destructors still see
// them through `global` and $GLOBALS
class Holder {
    public function __destruct() {
        global $g;
        var_dump($g, isset($GLOBALS['g']), $GLOBALS['h'] ?? 'no h', count($_SERVER) > 0);
    }
}
$g = 5;
$h = [1, 2];
register_shutdown_function(function () {
    global $g, $created;
    var_dump($g, $GLOBALS['g'], array_key_exists('h', $GLOBALS));
    $g = 6;
    $created = 'made in shutdown';
});
register_shutdown_function(function () {
    global $g, $created;
    var_dump($g, $created);
});
$holder = new Holder();
echo "end of script\n";
