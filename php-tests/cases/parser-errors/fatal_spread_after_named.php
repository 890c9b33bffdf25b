<?php
f(a: 1, ...$args);
