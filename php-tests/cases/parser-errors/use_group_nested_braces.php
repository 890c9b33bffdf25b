<?php
use A\{B\{C}};
