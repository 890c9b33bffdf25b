<?php
enum Status: string {
    case Active = 'active';
    case Inactive = 'inactive';
}
enum Level: int {
    case Low = 1;
    case High = 1 << 3;
}
