<?php
#[
    // line comment inside
    Attr1, /* block */
    Attr2(
        key: 'value', # hash
    ),
]
class C {}
