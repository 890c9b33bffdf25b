<?php
assert(0 && function ($c) use ($c) {});
