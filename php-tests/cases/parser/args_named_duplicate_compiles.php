<?php
f(a: 1, a: 2);
