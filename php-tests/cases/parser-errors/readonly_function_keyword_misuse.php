<?php
readonly function f() {}
