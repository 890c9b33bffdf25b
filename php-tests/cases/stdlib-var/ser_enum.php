<?php
enum Suit { case Hearts; case Spades; }
enum Level: int { case Low = 1; case High = 10; }
var_dump(serialize(Suit::Hearts));
var_dump(serialize([Suit::Hearts, Suit::Spades, Suit::Hearts]));
var_dump(serialize(Level::High));
$s = serialize(['s' => Suit::Spades, 'l' => Level::Low]);
var_dump($s);
$u = unserialize($s);
var_dump($u['s'] === Suit::Spades, $u['l'] === Level::Low);
var_dump(unserialize('E:11:"Suit:Hearts";') === Suit::Hearts);
