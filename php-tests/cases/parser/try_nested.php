<?php
try {
    try {
        throw new Exception('inner');
    } catch (Exception $e) {
        throw new RuntimeException('outer', 0, $e);
    } finally {}
} catch (Throwable $t) {}
