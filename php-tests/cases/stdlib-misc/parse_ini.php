<?php
// parse_ini_string / parse_ini_file: modes, sections, offsets, constants, expressions,
// quoting, variables, syntax errors.
const MY_CONST = "constval";
$ini = <<<'INI'
; a comment
plain = hello world
quoted = "a \"quoted\" value ; not a comment"
single = 'single $quoted'
num = 42
neg = -17
float = 3.14
dotted = 1.2.3
t1 = true
t2 = On
t3 = YES
f1 = false
f2 = off
f3 = no
f4 = none
n1 = null
empty =
const = MY_CONST
notconst = UNKNOWN_CONST
concat = MY_CONST "-" 'x' 12
expr1 = 1 | 6
expr2 = 7 & ~2
expr3 = !0
expr4 = (1 | 2) ^ 1
expr5 = E_ALL & ~E_NOTICE
path = /usr/local/bin
url = http://example.com/?a=1
arr[] = first
arr[] = second
arr[key] = keyed
arr[5] = five
map[a b] = spaced
5 = numeric key
05 = zero prefixed
 spaced key  =  spaced value  
bare_label
dollar = a$b
trailing = value ; comment
win = "C:\path\"
esc = "back\\slash \$dollar \n kept"
INI;
var_dump(parse_ini_string($ini));
var_dump(parse_ini_string($ini, false, INI_SCANNER_RAW));
var_dump(parse_ini_string($ini, false, INI_SCANNER_TYPED));

$sections = <<<'INI'
top = 1
[first]
a = 1
b[] = x
[second section]
a = 2
[ 3 ]
c = 3
[first]
d = again
[]
e = empty section
INI;
var_dump(parse_ini_string($sections, true));
var_dump(parse_ini_string($sections, false));
var_dump(parse_ini_string($sections, true, INI_SCANNER_RAW));

putenv("RPHP_INI_TEST=from env");
var_dump(parse_ini_string("v = \${RPHP_INI_TEST}\nw = \"pre \${RPHP_INI_TEST} post\"\nx = \${RPHP_NOPE_UNSET}\ny = \${RPHP_NOPE_UNSET:-fallback}"));

$raw = <<<'INI'
r1 = "quoted; semicolon" ; comment
r2 = unquoted ; comment
r3 =   spaced   
r4 = a "b" c
r5 = ${x}
INI;
var_dump(parse_ini_string($raw, false, INI_SCANNER_RAW));

$typed = "a = 1\nb = 1.5\nc = -3\nd = 0x1A\ne = 1e3\nf = true\ng = null\nh = \"5\"\ni = 99999999999999999999";
var_dump(parse_ini_string($typed, false, INI_SCANNER_TYPED));

foreach (["a=b=c\nd=1", "a=\"x", "[sec\na=1", "a[x=1", "a[]]=1", "a=(1|2", "a=\${x", "a=1\n=2",
          "a=1\ntrue=2", "[a]b", "x = 1\ny = )", "k{=1", "a=1\n\n\nb=c=d"] as $bad) {
    var_dump(parse_ini_string($bad));
}
var_dump(parse_ini_string("a=1", false, 7));
var_dump(parse_ini_string(""), parse_ini_string("\xef\xbb\xbfbom = 1"), parse_ini_string("a=1\0b=2"));

$file = __DIR__ . "/parse_ini.tmp.ini";
file_put_contents($file, "[s]\nk = v\nbad = = x\n");
var_dump(parse_ini_file($file, true));
file_put_contents($file, "[s]\nk = v\nlist[] = 1\n");
var_dump(parse_ini_file($file, true));
unlink($file);
var_dump(parse_ini_file("definitely-missing.ini"));
try {
    parse_ini_file("");
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    parse_ini_string([]);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
