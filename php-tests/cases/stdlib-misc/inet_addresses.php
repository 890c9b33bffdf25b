<?php
foreach (['127.0.0.1', '255.255.255.255', '0.0.0.0', '1.2.3', '01.2.3.4', '1.2.3.256', '', ' 1.2.3.4', '1.2.3.4 ', '1.2.3.4.5', '1.02.3.4', '0.0.0.00', '1..2.3', '1.2.3.4a', '::1', '0x1.2.3.4', '1.2.3.012'] as $ip) {
  echo json_encode($ip), ": "; var_dump(ip2long($ip));
  $p = inet_pton($ip); echo "  pton: "; var_dump($p === false ? false : bin2hex($p));
}
try { ip2long("1\0"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { inet_pton("1\0"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
foreach ([0, -1, 2130706433, 4294967295, 4294967296, PHP_INT_MAX, PHP_INT_MIN, -2] as $l) { var_dump(long2ip($l)); }
try { long2ip("abc"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
foreach (['::', '::1', '1::', '2001:db8::1', '2001:db8:0:0:1:0:0:1', '2001:0db8:0000:0000:0000:0000:0000:0001', '::ffff:1.2.3.4', '::1.2.3.4', 'fe80::1:0:0:0', '1:0:1:0:1:0:1:0', 'ABCD:EF01:2345:6789:ABCD:EF01:2345:6789', '1:2:3:4:5:6:7:8:9', ':::', '1::2::3', '::ffff:1.2.3', '12345::', 'g::', '1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8', '1:0:0:2:0:0:0:3', '0:0:1:0:0:0:0:0', '::0:1', 'ffff::', ':1::', '1:', '::ffff:0.0.0.0', '::1:0:0:0'] as $ip) {
  $p = inet_pton($ip); echo "$ip: "; var_dump($p === false ? false : bin2hex($p));
  if ($p !== false) var_dump(inet_ntop($p));
}
var_dump(inet_ntop(''), inet_ntop('abc'), inet_ntop('abcde'), inet_ntop("\x7f\0\0\1"), inet_ntop(str_repeat("\0", 15)), inet_ntop(str_repeat("\0", 16)), inet_ntop(str_repeat("\xff", 16)));
var_dump(inet_ntop(hex2bin("00000000000000000000000001020304")), inet_ntop(hex2bin("0000000000000000000000000000ffff")), inet_ntop(hex2bin("00000000000000000000ffff00000000")), inet_ntop(hex2bin("0000000000000000ffff000001020304")));
