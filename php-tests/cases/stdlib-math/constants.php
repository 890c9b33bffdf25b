<?php
foreach (['M_PI','M_E','M_LOG2E','M_LOG10E','M_LN2','M_LN10','M_PI_2','M_PI_4','M_1_PI','M_2_PI','M_SQRTPI','M_2_SQRTPI','M_LNPI','M_EULER','M_SQRT2','M_SQRT1_2','M_SQRT3','INF','NAN','PHP_ROUND_HALF_UP','PHP_ROUND_HALF_DOWN','PHP_ROUND_HALF_EVEN','PHP_ROUND_HALF_ODD','MT_RAND_MT19937'] as $c) {
    echo $c, ' '; var_dump(constant($c));
}
var_dump(mt_getrandmax(), getrandmax());
