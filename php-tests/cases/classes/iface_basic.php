<?php
interface Readable { const MODE = 'r'; public function read(): string; }
interface Writable { public function write(string $s): int; }
interface Stream extends Readable, Writable { public static function open(string $p): static; }
class Mem implements Stream {
    private string $buf = '';
    public function read(): string { return $this->buf; }
    public function write(string $s): int { $this->buf .= $s; return strlen($s); }
    public static function open(string $p): static { return new static; }
}
$m = Mem::open('x');
var_dump($m->write('hello'), $m->read(), Mem::MODE, Stream::MODE);
var_dump($m instanceof Readable, $m instanceof Stream, class_implements($m), interface_exists('Stream'), interface_exists('Mem'), class_exists('Stream'));
var_dump((new ReflectionClass('Stream'))->getInterfaceNames(), (new ReflectionClass('Stream'))->isInterface());
try { new Readable; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function takes(Readable&Writable $x) { return get_class($x); }
var_dump(takes($m));
try { takes(new stdClass); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(get_class_methods('Stream'));
$anon = new class implements Readable { public function read(): string { return 'anon'; } };
var_dump($anon->read(), $anon instanceof Readable);
