<?php
function f() {}
function F() {}
