<?php
set_error_handler(function (int $no, string $msg, string $file, int $line) {
    echo "handler: errno=$no line=$line msg=$msg\n";
    return true;
});
#[\Deprecated("old")]
function legacy() { return "legacy"; }
class Api {
    #[\Deprecated(since: "3.1")]
    public function old() { return "old"; }
    #[\Deprecated("static reason")]
    public static function stat() { return "stat"; }
    #[\Deprecated]
    public function __invoke() { return "invoked"; }
    #[\Deprecated("const reason")]
    const OLD = 10;
    public function inside() { return self::OLD + static::OLD; }
}
enum Level: int {
    #[\Deprecated]
    case Low = 1;
    case High = 2;
}
var_dump(legacy());
$api = new Api;
var_dump($api->old());
var_dump(Api::stat());
var_dump($api());
var_dump(Api::OLD);
var_dump($api->inside());
var_dump(Level::Low->value);
var_dump(Level::from(1));
var_dump(Level::High->name);
var_dump(array_map([$api, 'old'], [1]));
var_dump(call_user_func([Api::class, 'stat']));
var_dump(constant('Api::OLD'));
set_error_handler(function ($no, $msg) {
    throw new ErrorException($msg, 0, $no);
});
try {
    legacy();
} catch (ErrorException $e) {
    echo "caught: ", $e->getMessage(), " severity=", $e->getSeverity(), "\n";
}
try {
    echo Api::OLD, "\n";
} catch (ErrorException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
