<?php
[$a, &f()] = $b;
