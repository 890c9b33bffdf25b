<?php
#[Entity(table: 'users')]
final class User {
    #[Column]
    public int $id;

    #[Constant]
    public const TYPE = 'user';

    #[Route('/users', methods: ['GET'])]
    public function list(): array { return []; }

    #[Deprecated]
    public static function old() {}
}
