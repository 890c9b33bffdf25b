<?php
class K {
    const LIST = 1;
    const FUNCTION = 2;
    const NEW = 3, ARRAY = 4;
    const IF = 5;
    const FOREACH = 6;
    const MATCH = 7;
    const ENUM = 8;
    const READONLY = 9;
    const FN = 10;
}
echo K::LIST, K::FUNCTION, K::NEW, K::IF, K::MATCH;
