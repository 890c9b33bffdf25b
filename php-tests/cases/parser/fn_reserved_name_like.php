<?php
function readonly() {}
function enum() {}
readonly();
