<?php
function /* a */ f /* b */ ( /* c */ $x /* d */ , /* e */ $y = /* f */ 1 /* g */ ) /* h */ : /* i */ int /* j */ {
    return /* k */ $x /* l */ + /* m */ $y /* n */ ;
}
class /* o */ C /* p */ extends /* q */ B /* r */ {
    public /* s */ function /* t */ m() {}
}
$a /* u */ = /* v */ [ /* w */ 1 /* x */ , /* y */ 2 /* z */ ];
$o /* 1 */ -> /* 2 */ m /* 3 */ ( /* 4 */ );
