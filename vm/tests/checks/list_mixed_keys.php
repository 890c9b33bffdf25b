<?php
[$a, 'k' => $b] = $c;
