<?php
// password_* with bcrypt: the algorithm table, hashing with a cost, errors and warnings.
var_dump(password_algos(), PASSWORD_DEFAULT, PASSWORD_BCRYPT, PASSWORD_BCRYPT_DEFAULT_COST, defined('PASSWORD_ARGON2I'), defined('PASSWORD_ARGON2ID'));
var_dump(CRYPT_SALT_LENGTH, CRYPT_STD_DES, CRYPT_EXT_DES, CRYPT_MD5, CRYPT_BLOWFISH, CRYPT_SHA256, CRYPT_SHA512);
$h = password_hash("rasmuslerdorf", PASSWORD_DEFAULT, ['cost' => 5]);
var_dump(strlen($h), substr($h, 0, 7), password_verify("rasmuslerdorf", $h), password_verify("rasmuslerdorf2", $h), password_get_info($h));
var_dump(password_needs_rehash($h, PASSWORD_DEFAULT), password_needs_rehash($h, PASSWORD_DEFAULT, ['cost' => 5]), password_needs_rehash($h, null, ['cost' => '5']));
$h = password_hash("x", 1, ['cost' => '4']);
var_dump(substr($h, 0, 7), password_verify("x", $h));
$h = password_hash("x", "2y", ['cost' => 4.0]);
var_dump(substr($h, 0, 7), password_verify("x", $h));
foreach ([
    fn() => password_hash("a\0b", PASSWORD_BCRYPT),
    fn() => password_hash("a", PASSWORD_BCRYPT, ['cost' => 3]),
    fn() => password_hash("a", PASSWORD_BCRYPT, ['cost' => 32]),
    fn() => password_hash("a", PASSWORD_BCRYPT, ['cost' => 'abc']),
    fn() => password_hash("a", 'foo'),
    fn() => password_hash("a", 7),
    fn() => password_hash("a", 2),
    fn() => password_hash("a", 'argon2i'),
    fn() => password_hash("a", []),
    fn() => password_hash("a", null, 'x'),
    fn() => password_hash([], null),
    fn() => password_verify("a"),
    fn() => password_get_info([]),
    fn() => password_needs_rehash('x', new stdClass),
    fn() => password_algos(1),
] as $i => $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo $i, " ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
var_dump(strlen(password_hash("a", PASSWORD_BCRYPT, ['cost' => 4, 'salt' => 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'])));
var_dump(password_get_info(''), password_get_info('$2y$'), password_get_info('$argon2i$v=19$m=65536,t=4,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG'));
var_dump(password_needs_rehash('', PASSWORD_DEFAULT), password_needs_rehash('$2y$10$abc', 'nope'), password_needs_rehash('$2y$04$usesomesillystringfore2uDLvp1Ii2e./U9C8sBjqp8I90dH6hi', PASSWORD_BCRYPT, ['cost' => 4]));
var_dump(password_verify('', ''), password_verify('rasmuslerdorf', '$2a$07$usesomesillystringfore2uDLvp1Ii2e./U9C8sBjqp8I90dH6hi'), password_verify('rasmuslerdorf', '$2y$07$usesomesillystringfore2uDLvp1Ii2e./U9C8sBjqp8I90dH6hi'));
var_dump(password_verify('rasmuslerdorf', '$6$rounds=5000$usesomesillystri$D4IrlXatmP7rx3P3InaxBeoomnAihCKRVQP22JZ6EY47Wc6BkroIuUUBOov1i.S5KPgErtP/EN5mcO.ChWQW21'));
