<?php
enum Suit: string { case H = 'h'; case S = 's'; const X = self::H; public function label(): string { return ucfirst($this->name); } public static function fromChar($c) { return self::from($c); } }
enum Num: int { case One = 1; case Two = 2; }
enum Pure { case A; case B; }
var_dump(Suit::cases(), Suit::from('h'), Suit::tryFrom('z'), Num::from('2'), Suit::X, Suit::H->label(), Suit::H === Suit::from('h'), Suit::H instanceof UnitEnum, Suit::H instanceof BackedEnum, Pure::A instanceof BackedEnum);
try { Suit::from('z'); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n"; }
try { Num::from(5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { Num::from('abc'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$h = Suit::H; try { $h->name = "x"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { new Pure; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { clone Pure::A; } catch (Error $e) { echo $e->getMessage(), "\n"; }
print_r(Suit::S); echo "\n"; var_export(Pure::B); echo "\n"; var_dump(Pure::cases());
echo match(Suit::H) { Suit::H => "hearts", Suit::S => "spades" }, "\n";
var_dump(Suit::H == Suit::S, Suit::H < Suit::S, (array) Suit::H);
echo json_encode([Suit::H, Num::Two]), "\n";
var_dump(Pure::A->name, Num::One->value, constant('Suit::H'));
