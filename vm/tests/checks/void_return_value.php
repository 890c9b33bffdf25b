<?php
function f(): void {
    return 1;
}
