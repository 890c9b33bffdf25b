<?php
f(array: [], class: 1, function: 2, list: 3, match: 4, fn: 5, enum: 6, readonly: 7);
