<?php
function f(): int {
    yield 1;
}
