<?php
enum Suit: string { case H = 'h'; case S = 's'; }
enum U { case A; }
var_export(Suit::H); echo "\n";
var_export([U::A, 'x' => Suit::S]); echo "\n";
var_dump(var_export(U::A, true));
$o = new stdClass; $o->e = U::A; var_export($o); echo "\n";
