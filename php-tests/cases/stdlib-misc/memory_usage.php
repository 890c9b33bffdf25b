<?php
var_dump(is_int(memory_get_usage()), is_int(memory_get_usage(true)));
var_dump(is_int(memory_get_peak_usage()), is_int(memory_get_peak_usage(true)));
var_dump(memory_get_peak_usage() >= 0);
var_dump(memory_reset_peak_usage());
