<?php
// sscanf / fscanf: conversions, widths, suppression, positional specifiers, return forms.
$cases = [
    ["12 apples", "%d %s"],
    ["age: 42 name: Bob", "age: %d name: %s"],
    ["0x1A 017 99", "%i %i %i"],
    ["ff 777 1010", "%x %o %d"],
    ["-12.5e3 .5 1e 3.", "%f %f %f %f"],
    ["1.5e+", "%e"],
    ["abc123def", "%[a-z]%d%[^0-9]"],
    ["hello world", "%5s%s"],
    ["hello", "%2c%c"],
    [" a", "%c"],
    ["abc", "%*c%c"],
    ["12345", "%2d%3d"],
    ["key=value", "%[^=]=%s"],
    ["a-b", "%[a-]%s"],
    ["]x", "%[]x]"],
    ["", "%d"],
    ["   ", "%d"],
    ["abc", "%d"],
    ["12", "%d%d"],
    ["-1", "%u"],
    ["42", "%u"],
    ["99999999999999999999", "%d"],
    ["-99999999999999999999", "%d"],
    ["1 2 3", "%3\$d %1\$d %2\$d"],
    ["1 2", "%2\$d"],
    ["abc def", "%s%n %s%n"],
    ["50%", "%d%%"],
    ["50x", "%d%%"],
    ["ld 5", "ld %ld"],
    ["0x", "%x"],
    ["+", "%d"],
    ["-x", "%i"],
    ["0xg", "%i"],
    ["a\0b", "%s"],
    ["12", "%hd"],
    ["z", "%[^a-y]"],
    ["m", "%[z-a]"],
];
foreach ($cases as [$str, $fmt]) {
    echo json_encode($str), " ", json_encode($fmt), "\n";
    var_dump(sscanf($str, $fmt));
}

// By-reference forms: count of assignments, -1 when the input ran out first.
var_dump(sscanf("12 apples", "%d %s", $n, $what), $n, $what);
var_dump(sscanf("", "%d %s", $n2, $w2), $n2 ?? "unset", $w2 ?? "unset");
var_dump(sscanf("7", "%d %s", $n3, $w3), $n3, $w3 ?? "unset");
var_dump(sscanf("x y", "%2\$s %1\$s", $first, $second), $first, $second);
$keep = "old";
var_dump(sscanf("5", "%d%s", $num, $keep), $num, $keep);

// Format errors.
$bad = [
    ["1", "%d", 2],
    ["1", "%d %d", 1],
    ["1", "%d %1\$d", 0],
    ["1", "%1\$d %d", 0],
    ["1", "%q", 0],
    ["1", "%", 0],
    ["1", "%[abc", 0],
    ["1", "%[^", 0],
    ["1", "%1\$d %1\$d", 1],
    ["1", "%0\$d", 0],
    ["1", "%300\$d", 0],
    ["1", "%3\$d", 2],
];
foreach ($bad as [$str, $fmt, $nvars]) {
    try {
        if ($nvars === 0) {
            var_dump(sscanf($str, $fmt));
        } elseif ($nvars === 1) {
            var_dump(sscanf($str, $fmt, $v1));
        } else {
            var_dump(sscanf($str, $fmt, $v1, $v2));
        }
    } catch (ValueError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    sscanf([], "%d");
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

// fscanf reads one line per call.
$f = tmpfile();
fwrite($f, "1 one\n2 two\nthree\n");
rewind($f);
var_dump(fscanf($f, "%d %s"));
var_dump(fscanf($f, "%d %s", $a, $b), $a, $b);
var_dump(fscanf($f, "%d"));
var_dump(fscanf($f, "%d"));
fclose($f);
try {
    fscanf($f, "%d");
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
