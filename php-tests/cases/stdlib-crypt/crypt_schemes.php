<?php
$tests = [
 ["U*U*U*U*", "_J9..CCCCXBrJUJV154M"], ["*U*U*U*U*U*U*U*U*", "_J9..XXXXAj8cFbP5scI"], ["zxyDPWgydbQjgq","_J9..SDizxmRI1GjnQuE"],["726 even","_K9..SaltNrQgIYUAeoY"],["","_J9..SDSD5YGyRCr4W4c"],
 ["U*U*U*U*","CCNf8Sbh3HDfQ"],["","SDbsugeBiC58A"],["password","./xZjzHv5vzVE"],["password","zZDDIZ0NOlPzw"],["password","\001\002wyd0KZo65Jo"],["password","a_C10Dk/ExaG."],["password","~\377.5OTsRVjwLo"],
 ["", ""],[""," "],["","a:"],["","\na"],["","_/......"],["","_........"],["","_/!......"],["","_/......!"],
 ["rasmuslerdorf", '$1$rasmusle$'], ["rasmuslerdorf", '$5$rounds=5000$usesomesillystringforsalt$'], ["rasmuslerdorf", '$6$rounds=5000$usesomesillystringforsalt$'],
 ["rasmuslerdorf", '$2a$07$usesomesillystringforsalt$'], ["rasmuslerdorf", '$2y$07$usesomesillystringforsalt$'], ["\xff\xa3345", '$2x$05$/OK.fbVrR/bpIqNJ5ianF.'], ["\xff\xa3345", '$2a$05$/OK.fbVrR/bpIqNJ5ianF.'],["\xa3", '$2y$05$/OK.fbVrR/bpIqNJ5ianF.'],["\xa3", '$2a$05$/OK.fbVrR/bpIqNJ5ianF.'],["\xa3", '$2x$05$/OK.fbVrR/bpIqNJ5ianF.'],
 ["\xff\xff\xa3", '$2a$05$/OK.fbVrR/bpIqNJ5ianF.'],["\xff\xff\xa3", '$2b$05$/OK.fbVrR/bpIqNJ5ianF.'],
 ["Hello world!", '$5$saltstring'], ["Hello world!", '$5$rounds=10000$saltstringsaltstring'], ["Hello world!", '$6$rounds=1000$roundstoolow'],["Hello world!", '$6$rounds=999$roundstoolow'],["x", '$6$rounds=$a'],["x", '$6$rounds= +1500$a'],["x", '$5$rounds=abc$a$'],
 ["a", '$2y$03$usesomesillystringforsalt$'],["a", '$2y$32$usesomesillystringforsalt$'],["a", '$2c$07$usesomesillystringforsalt$'],["a", '$2y$07$usesome!illystringforsalt$'],["a", '$2y$07$short'],["a", '$2$07$usesomesillystringforsalt$'],
 [str_repeat("long", 40), '$1$12345678901$'], ["x", '$1$'],["x", '$1'], ["x", '$7$abc'], ["x", "*0x"], ["x","*1"],["x","*2"],["x", "ab\0cd"], ["a\0b", "ab"], ["abcdefghij", "zz"],["abcdefgh", "zz"],
 [str_repeat("x", 100), '$5$' . str_repeat("s", 30)], [str_repeat("x", 100), '$6$' . str_repeat("s", 3)],
];
foreach ($tests as [$p, $s]) { echo bin2hex($s), " => ", crypt($p, $s), "\n"; }
var_dump(password_verify("rasmuslerdorf", '$1$rasmusle$rISCgZzpwk3UhDidwXvin0'));
var_dump(password_verify("rasmuslerdorf", 'rl.3StKT.4T8M'));
var_dump(password_verify("rasmuslerdorf", 'rl'));
var_dump(password_get_info('$2y$07$usesomesillystringfore2uDLvp1Ii2e./U9C8sBjqp8I90dH6hi'), password_get_info('$1$rasmusle$rISCgZzpwk3UhDidwXvin0'));
var_dump(password_needs_rehash('$2y$07$usesomesillystringfore2uDLvp1Ii2e./U9C8sBjqp8I90dH6hi', PASSWORD_BCRYPT, ['cost'=>7]));
var_dump(password_needs_rehash('$2y$07$usesomesillystringfore2uDLvp1Ii2e./U9C8sBjqp8I90dH6hi', PASSWORD_BCRYPT, ['cost'=>"8"]));
var_dump(password_needs_rehash('$2y$07$usesomesillystringfore2uDLvp1Ii2e./U9C8sBjqp8I90dH6hi', 'foo'));
var_dump(password_needs_rehash('$1$rasmusle$rISCgZzpwk3UhDidwXvin0', 1));
try { password_needs_rehash('x', []); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { password_needs_rehash('x', 1, null); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { password_hash('x', null, ['cost' => 40]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { crypt('x'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$h = password_hash("pw", PASSWORD_BCRYPT, ['cost' => 4]); var_dump(strlen($h), substr($h, 0, 7), password_verify("pw", $h), password_verify("px", $h), (bool)preg_match('~^\$2y\$04\$[./A-Za-z0-9]{53}$~', $h));
