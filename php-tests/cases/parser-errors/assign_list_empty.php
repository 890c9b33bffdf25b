<?php
list() = $a;
