<?php
f() = 1;
