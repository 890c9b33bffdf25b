<?php
// SplFileObject's string form is the current line (read first when there is none, php
// 8.3), and a subclass's getCurrentLine() reads the lines a loop sees (it must return a
// string).
$contents = <<<EOS
"A", "B", "C"
"D", "E", "F"
EOS;
$file = new SplTempFileObject;
$file->fwrite($contents);
$file->rewind();
while (($data = $file->fgetcsv(',', '"', ''))) {
    var_dump((string) $file);
}
try { var_dump((string) $file); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$empty = new SplTempFileObject();
echo $empty, $empty, $empty, "|\n";

class L extends SplFileObject { public function getCurrentLine(): string { return strtoupper(parent::fgets()); } }
$t = __DIR__ . '/file_object_lines.tmp';
file_put_contents($t, "ab\ncd\nef");
$o = new L($t);
foreach ($o as $k => $line) { var_dump($k, $line); }
try { var_dump((string) $o); } catch (Exception $e) { echo get_class($e), "\n"; }
$p = new SplFileObject($t);
foreach ($p as $k => $line) { echo "$k:$line|"; }
echo "\n";
$p->setFlags(SplFileObject::DROP_NEW_LINE | SplFileObject::SKIP_EMPTY | SplFileObject::READ_AHEAD);
foreach ($p as $k => $line) { echo "$k:$line|"; }
echo "\n";
class Bad extends SplFileObject {
    #[ReturnTypeWillChange]
    public function getCurrentLine(): array { return [1, 2, 3]; }
}
try { var_dump((new Bad($t))->current()); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
unlink($t);
