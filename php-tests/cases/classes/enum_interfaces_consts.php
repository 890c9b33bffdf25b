<?php
interface HasLabel { public function label(): string; }
trait Describes { public function describe(): string { return static::class . '::' . $this->name; } }
enum Planet: string implements HasLabel, JsonSerializable {
    use Describes;
    case Earth = 'earth';
    case Mars = 'mars';
    const HOME = self::Earth;
    public const ALL = [self::Earth, self::Mars];
    public function label(): string { return ucfirst($this->value); }
    public function jsonSerialize(): mixed { return $this->label(); }
    public static function biggest(): self { return self::Earth; }
    public function gravity(): float { return match ($this) { Planet::Earth => 9.8, Planet::Mars => 3.7 }; }
}
var_dump(Planet::HOME, Planet::ALL, Planet::Mars->label(), Planet::Mars->describe(), Planet::biggest(), Planet::Mars->gravity());
var_dump(Planet::Mars instanceof HasLabel, class_implements(Planet::Mars));
var_dump(json_encode(Planet::Mars));
function show(HasLabel $h) { return $h->label(); }
var_dump(show(Planet::Earth));
$fn = Planet::from(...);
var_dump($fn('mars'));
var_dump((new ReflectionEnum('Planet'))->getBackingType()->getName(), (new ReflectionEnum('Planet'))->isBacked());
var_dump(Planet::Earth->name, constant('Planet::Mars')->value);
$x = Planet::Mars;
echo match ($x) { Planet::Earth => "home\n", Planet::Mars => "red\n" };
try { echo match (Planet::Earth) { Planet::Mars => 'm' }; } catch (\UnhandledMatchError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
enum Pure { case X; case Y; }
try { echo match (Pure::Y) { Pure::X => 'x' }; } catch (\UnhandledMatchError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
