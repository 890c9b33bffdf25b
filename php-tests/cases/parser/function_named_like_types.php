<?php
function int_() {}
function mixed_x() {}
class ResourceX {}
function resource() {}
function numeric() {}
