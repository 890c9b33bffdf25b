<?php
class Name { public function __construct(private string $n) {} public function __toString(): string { return $this->n; } }
class Plain {}
interface Labeled extends Stringable {}
class Lbl implements Labeled { public function __toString(): string { return "lbl"; } }

$n = new Name("alice");
var_dump($n instanceof Stringable);
var_dump(new Plain instanceof Stringable);
var_dump(in_array('Stringable', class_implements($n)));
var_dump(class_implements(new Lbl));
var_dump(is_subclass_of($n, 'Stringable'));

echo "hi " . $n . "!\n";
echo "interp: {$n}\n";
var_dump($n == "alice", $n == "bob", "alice" == $n, $n === "alice");
var_dump($n < "bob", $n > "aardvark");
var_dump(strlen($n), strtoupper($n), str_repeat($n, 2), str_contains($n, "lic"));
var_dump(in_array("alice", [$n]), in_array($n, ["alice"]), in_array($n, ["alice"], true));
var_dump(array_search($n, ["x", "alice"]));
var_dump((string) $n, strval($n), settype($n, "string"), $n);

$n = new Name("k");
try { $a = [$n => 1]; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $a = []; $a[$n] = 1; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $a = ['k' => 1]; var_dump($a[$n]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $a = ['k' => 1]; var_dump(isset($a[$n])); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$a = ['k' => 1];
var_dump($a[(string) $n]);
var_dump(array_key_exists((string)$n, $a));
try { var_dump(array_key_exists($n, $a)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

function takesString(string $s) { return "got $s"; }
echo takesString($n), "\n";
function takesStringable(Stringable $s) { return "stringable " . $s; }
echo takesStringable($n), "\n";
try { echo takesStringable("raw"), "\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo takesString(new Plain), "\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo "x" . new Plain; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(implode(",", [$n, new Lbl, 3]));
var_dump(sprintf("%s-%5s", $n, new Lbl));
var_dump($n . 1, $n <=> "j", $n <=> "l");
eval('declare(strict_types=1);
$n = new Name("strict");
try { var_dump(strlen($n)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo takesString($n), "\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo takesStringable($n), "\n";
var_dump("s" . $n, (string) $n, $n == "strict");
');
