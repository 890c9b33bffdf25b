<?php
1 = $a;
