<?php
[list($a)] = $b;
