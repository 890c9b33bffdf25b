<?php
for ((void) f();;) {}
