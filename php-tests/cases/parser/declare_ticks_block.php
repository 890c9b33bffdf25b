<?php
declare(ticks=1) {
    echo "tick";
}
