<?php
// the services and protocols databases (what libc reads from /etc/services and
// /etc/protocols; entries every netbase has)
foreach (['http', 'ftp', 'ssh', 'smtp', 'www', 'domain', 'no-such-service'] as $s) {
    var_dump(getservbyname($s, 'tcp'));
}
var_dump(getservbyname('domain', 'udp'), getservbyname('http', 'nope'), getservbyname('http', ''));
foreach ([80, 21, 22, 25, 53, 65536 + 80] as $p) {
    var_dump(getservbyport($p, 'tcp'));
}
var_dump(getservbyport(53, 'udp'), getservbyport(80, 'xyz'), getservbyport(0, 'tcp'));
foreach (['tcp', 'udp', 'icmp', 'TCP', 'ip', 'nope'] as $p) {
    var_dump(getprotobyname($p));
}
foreach ([6, 17, 1, 0, 9999] as $n) {
    var_dump(getprotobynumber($n));
}
try {
    getservbyport("x", "tcp");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
