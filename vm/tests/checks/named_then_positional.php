<?php
f(a: 1, 2);
