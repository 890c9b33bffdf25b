<?php
// "Cannot redeclare" texts: the existing class's kind and place (class_alias names the
// class being aliased), internal classes without a place; a declaration run twice fails.
class A {}
interface I {}
trait T {}
var_dump(class_alias('A', 'stdClass'));
var_dump(class_alias('I', 'A'));
var_dump(class_alias('T', 'I'));
var_dump(class_alias('stdClass', 'I'));
var_dump(class_alias('ArrayObject', 'Z'));
var_dump(class_alias('Z', 'A'));
var_dump(class_alias('A', 'a'));
var_dump(class_alias('A', 'B'), new B instanceof A);
function declare_inner() {
    class Inner {}
    echo "declared Inner\n";
}
for ($i = 0; $i < 2; $i++) {
    $o = new class {};
    echo get_class($o) === get_class(new class {}) ? "same" : "distinct", "\n";
}
declare_inner();
declare_inner();
echo "not reached\n";
