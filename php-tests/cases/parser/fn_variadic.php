<?php
function sum(int ...$nums): int {
    return array_sum($nums);
}
function refs(&...$refs) {}
function typed(?string ...$s) {}
