<?php
class C {
    public (A&B)|null $prop = null;
    private (\X&\Y)|int $other;
}
