<?php
use A\B, C\D as E, F;
use function a\b, c\d;
