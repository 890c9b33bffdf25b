<?php
function login(string $user, #[\SensitiveParameter] string $password, bool $remember = false) {
    throw new RuntimeException("login failed");
}
function many($a, #[\SensitiveParameter] ...$secrets) {
    return debug_backtrace();
}
class Db {
    public function __construct(#[\SensitiveParameter] private string $dsn) {}
    public function connect(#[\SensitiveParameter] $pw, $host) {
        throw new LogicException("no connect");
    }
    public static function st(#[\SensitiveParameter] array $key) {
        debug_print_backtrace();
    }
}
try {
    login("root", "hunter2", true);
} catch (RuntimeException $e) {
    echo $e->getTraceAsString(), "\n";
    $args = $e->getTrace()[0]['args'];
    var_dump(count($args), get_class($args[1]), $args[1]->getValue(), $args[0], $args[2]);
}
$t = many(1, "s1", "s2");
var_dump(count($t[0]['args']), $t[0]['args'][0], get_class($t[0]['args'][1]), $t[0]['args'][2]->getValue());
$db = new Db("mysql:secret");
try {
    $db->connect("pw123", "localhost");
} catch (LogicException $e) {
    echo $e->getTraceAsString(), "\n";
}
Db::st(['k' => 'v']);
function outer(#[\SensitiveParameter] $x) { inner(); }
function inner() { throw new Exception("deep"); }
try { outer("top-secret"); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
$cl = function (#[\SensitiveParameter] $token) { throw new Exception("closure"); };
try { $cl("tok"); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
function noArgsPassed(#[\SensitiveParameter] $opt = "default") { throw new Exception("defaults"); }
try { noArgsPassed(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; var_dump($e->getTrace()[0]['args']); }
var_dump((new ReflectionFunction('login'))->getParameters()[1]->getAttributes()[0]->getName());
login("admin", "uncaught-secret");
