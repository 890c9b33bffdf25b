<?php
foo((void) bar());
