<?php
function nothing() {}
function early() { return; }
