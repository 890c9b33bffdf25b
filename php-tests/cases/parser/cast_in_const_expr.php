<?php
const A = (int) '5';
const B = (string) 1.5;
class C {
    const D = (bool) 1;
    const E = (array) 'x';
}
