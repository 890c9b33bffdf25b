<?php
function f() {
    for ($i = 0; $i < 5; $i++) {
        try {
            if ($i == 2) return "returned at $i";
        } finally {
            echo "finally $i\n";
        }
    }
}
echo f(), "\n";
