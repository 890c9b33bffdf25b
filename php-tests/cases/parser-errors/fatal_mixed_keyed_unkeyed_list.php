<?php
[$a, 'k' => $b] = $arr;
