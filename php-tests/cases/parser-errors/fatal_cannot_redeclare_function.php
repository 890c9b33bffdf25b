<?php
function f() {}
function f() {}
