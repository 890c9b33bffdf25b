<?php
#[\Attribute(\Attribute::TARGET_CLASS)]
class MyAttr {}
#[namespace\Local]
#[Sub\Name]
function f() {}
