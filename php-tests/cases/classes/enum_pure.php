<?php
enum Suit {
    case Hearts;
    case Spades;
    const Wild = self::Spades;
    public function color(): string { return match ($this) { self::Hearts => 'Red', self::Spades => 'Black' }; }
    public static function fromChar(string $c): self { return $c === 'H' ? self::Hearts : self::Spades; }
    public function label(): string { return ucfirst(strtolower($this->name)); }
}
var_dump(Suit::Hearts, Suit::Hearts->name, Suit::cases(), Suit::Wild, Suit::Hearts->color(), Suit::fromChar('S'));
var_dump(Suit::Hearts === Suit::Hearts, Suit::Hearts == Suit::Spades, Suit::Hearts instanceof Suit, Suit::Hearts instanceof UnitEnum, Suit::Hearts instanceof BackedEnum);
var_dump(Suit::Spades->label(), gettype(Suit::Hearts), get_class(Suit::Hearts));
print_r(Suit::Hearts); echo "\n";
var_export(Suit::Spades); echo "\n";
var_export([Suit::Hearts]); echo "\n";
var_dump((array)Suit::Hearts);
try { Suit::Hearts->value; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Suit::from('x'); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new Suit; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$h = Suit::Hearts;
try { $h->name = "x"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $h->foo = "x"; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(Suit::Nope); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(Suit::Hearts < Suit::Spades, Suit::Hearts > Suit::Spades, Suit::Hearts == true);
var_dump(enum_exists('Suit'), enum_exists('stdClass'), class_exists('Suit'));
var_dump(constant('Suit::Hearts'), defined('Suit::Hearts'));
$arr = [];
try { $arr[Suit::Hearts] = 1; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(json_encode(['a' => 1]));
try { json_encode(Suit::Hearts, JSON_THROW_ON_ERROR); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
