<?php
interface HasName { public function name(): string; }
interface HasId extends HasName { const PREFIX = 'id-'; public function id(): int; }
abstract class Model implements HasId {
    private static $next = 1;
    protected int $id;
    public function __construct() { $this->id = self::$next++; }
    public function id(): int { return $this->id; }
    abstract public function name(): string;
    public function label() { return static::PREFIX . $this->id() . ':' . $this->name(); }
}
final class User extends Model { public function __construct(private string $n) { parent::__construct(); } public function name(): string { return $this->n; } }
class Post extends Model { const PREFIX = 'post-'; public function name(): string { return 'post'; } }
$u = new User('ann'); $p = new Post; $u2 = new User('bob');
echo $u->label(), " ", $p->label(), " ", $u2->label(), "\n";
var_dump($u instanceof HasName, $p instanceof HasId, $u instanceof Post);
foreach (['HasName', 'Model'] as $c) { try { new $c; } catch (Error $e) { echo $e->getMessage(), "\n"; } }
echo get_class($u), " ", get_parent_class($u), "\n";
var_dump($u);
