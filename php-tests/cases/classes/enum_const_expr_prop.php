<?php
enum Suit: string {
    case Hearts = 'H';
    case Spades = 'S';
    const Wild = self::Spades;
}
enum Mirror: string {
    case Name = Suit::Hearts->name;
    case Value = Suit::Spades->value;
}
class Holder {
    const NAME = Suit::Hearts->name;
    const VALUE = Suit::Wild->value;
    const NULLSAFE = Suit::Hearts?->value;
    public $prop = Suit::Spades->name;
    public static $sprop = Suit::Hearts->value;
}
var_dump(Mirror::Name->value, Mirror::Value->value, Holder::NAME, Holder::VALUE, Holder::NULLSAFE);
var_dump((new Holder)->prop, Holder::$sprop);
function f($x = Suit::Hearts->name) { return $x; }
var_dump(f());
var_dump(Suit::from('H'), Suit::tryFrom('X'), Suit::cases());
