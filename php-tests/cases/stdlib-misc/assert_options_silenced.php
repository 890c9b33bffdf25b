<?php
var_dump(@assert_options(ASSERT_ACTIVE));
var_dump(@assert_options(ASSERT_WARNING, 0));
var_dump(@assert_options(ASSERT_WARNING));
var_dump(ini_get("assert.warning"));
var_dump(@assert_options(ASSERT_BAIL));
var_dump(@assert_options(ASSERT_EXCEPTION));
var_dump(@assert_options(ASSERT_CALLBACK));
var_dump(@assert_options(ASSERT_CALLBACK, "strlen"));
var_dump(@assert_options(ASSERT_CALLBACK));
var_dump(@assert_options(ASSERT_CALLBACK, null));
var_dump(@assert_options(ASSERT_CALLBACK));
try { @assert_options(99); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
