<?php
function f() {
    return 1;
}
}
