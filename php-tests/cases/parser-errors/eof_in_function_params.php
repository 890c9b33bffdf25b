<?php
function f($a,
