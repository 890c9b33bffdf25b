<?php
function f($this) {}
