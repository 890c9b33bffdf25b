<?php
const F = static fn() => 1;
