<?php
use \F;
use function g;
use A\{B};
