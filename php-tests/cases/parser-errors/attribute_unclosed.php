<?php
#[Attr
function f() {}
