<?php
// DateInterval::__unserialize reads each field that is a scalar, a non-scalar (array,
// reference, object) or missing field reads as its default (-1, days -1, invert 0).
foreach ([
    'a:2:{i:0;O:12:"DateInterval":1:{s:1:"y";R:1;}i:1;i:2;}',
    'O:12:"DateInterval":3:{s:1:"y";s:2:"12";s:1:"m";d:3.7;s:4:"days";b:0;}',
    'O:12:"DateInterval":3:{s:1:"d";a:0:{}s:6:"invert";b:1;s:4:"days";s:3:"42x";}',
    'O:12:"DateInterval":2:{s:1:"f";d:0.25;s:1:"h";N;}',
] as $s) {
    var_dump(unserialize($s));
}
