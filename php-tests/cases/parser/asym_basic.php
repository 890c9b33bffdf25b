<?php
class Book {
    public private(set) string $title;
    public protected(set) int $pages = 0;
    protected private(set) ?string $isbn = null;
    private(set) string $author;
    protected(set) readonly int $year;
    public(set) array $tags = [];
}
