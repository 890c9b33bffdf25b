<?php
function f($a = new Foo(...[1])) {}
