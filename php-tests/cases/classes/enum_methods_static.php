<?php
function t(callable $f) { try { $r = $f(); var_dump($r); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
interface HasColor { const DEFAULT_COLOR = "grey"; public function color(): string; }
enum Suit: string implements HasColor {
    case Spades = 'S';
    case Hearts = 'H';
    case Diamonds = 'D';
    case Clubs = 'C';
    const Wild = self::Spades;
    const RED = [self::Hearts, self::Diamonds];
    public function color(): string {
        return match ($this) {
            self::Hearts, self::Diamonds => 'Red',
            self::Spades, self::Clubs => 'Black',
        };
    }
    public static function fromChar(string $c): self { return self::from(strtoupper($c)); }
    public static function reds(): array { return array_filter(self::cases(), fn($s) => $s->color() === 'Red'); }
    public function isRed(): bool { return in_array($this, self::RED, true); }
    public static function defaultColor() { return [self::DEFAULT_COLOR, static::DEFAULT_COLOR]; }
}
enum Status { case Active; case Inactive; public static function default(): static { return static::Active; } const ALIAS = self::Inactive; }

var_dump(array_map(fn($c) => $c->name, Suit::cases()));
var_dump(Suit::Wild, Suit::Wild === Suit::Spades, Suit::RED[1]->name);
var_dump(Suit::fromChar('h'), Suit::reds(), Suit::Clubs->isRed(), Suit::Hearts->isRed());
var_dump(Suit::defaultColor(), Suit::DEFAULT_COLOR, Suit::Hearts::DEFAULT_COLOR);
var_dump(Status::default(), Status::ALIAS, Status::cases());
$v = Suit::Diamonds;
echo match ($v) { Suit::Hearts => "hearts", Suit::Diamonds => "diamonds", default => "other" }, "\n";
t(fn() => match (Status::Inactive) { Status::Active => 1 });
t(fn() => match ('H') { Suit::Hearts => 'enum', 'H' => 'string' });
t(fn() => Status::from('Active'));
t(fn() => Status::tryFrom('Active'));
t(fn() => Suit::from('X'));
t(fn() => Suit::tryFrom('X'));
t(fn() => Suit::from(1));
t(function () { $s = Suit::Hearts; $s->name = 'x'; });
t(function () { $s = Suit::Hearts; $s->value = 'x'; });
t(function () { $s = Suit::Hearts; $s->value .= 'x'; });
t(function () { $s = Status::Active; $s->dyn = 1; });
t(function () { $s = Status::Active; unset($s->name); });
t(function () { $s = Suit::Hearts; $r = &$s->value; });
t(fn() => Status::Active->value);
t(fn() => Status::Nope);
t(fn() => Suit::Hearts < Suit::Spades);
t(fn() => Suit::Hearts > Suit::Spades);
t(fn() => Suit::Hearts == Suit::Hearts);
t(fn() => Suit::Hearts == 'H');
t(fn() => Status::Active == true);
t(fn() => Status::Active <=> Status::Inactive);
t(fn() => [Suit::Hearts => 1]);
t(function () { $a = []; $a[Status::Active] = 1; return $a; });
t(fn() => array_flip([Status::Active]));
t(fn() => array_count_values([Suit::Hearts]));
t(fn() => (string) Suit::Hearts);
t(fn() => Suit::Hearts . "");
t(fn() => (array) Suit::Hearts);
t(fn() => json_encode([Suit::Hearts, Suit::Clubs]));
t(fn() => json_encode(Status::Active));
t(fn() => constant('Suit::Clubs'));
t(fn() => Suit::{'Hearts'});
