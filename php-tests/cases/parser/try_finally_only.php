<?php
try {
    return 1;
} finally {
    cleanup();
}
