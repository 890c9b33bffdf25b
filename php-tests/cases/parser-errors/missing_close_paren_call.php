<?php
foo(1, 2;
