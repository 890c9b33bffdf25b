<?php
function f(): void {
    return null;
}
