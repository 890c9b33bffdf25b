<?php
enum Flags: int {
    const BASE = 4;
    case A = self::BASE;
    case B = self::BASE * 2;
}
