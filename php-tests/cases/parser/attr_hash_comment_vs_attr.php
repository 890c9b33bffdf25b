<?php
# a plain comment
#not an attribute
#[Real]
function f() {}
