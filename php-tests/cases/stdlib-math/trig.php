<?php
foreach ([0, 0.5, 1, -1, M_PI, M_PI_2, 2.5] as $v) {
    var_dump(sin($v), cos($v), tan($v), atan($v), sinh($v), cosh($v), tanh($v));
}
var_dump(asin(0.5), acos(0.5), asin(2), atanh(0.5), atanh(1), atan2(1, 1), atan2(-1, -1), atan2(0, -0.0));
var_dump(pi(), hypot(3, 4), hypot(1e200, 1e200), deg2rad(180), deg2rad(45), rad2deg(M_PI), rad2deg(1));
