<?php
use A\B;
use C\B;
