<?php
function f(): ?int {
    return;
}
