<?php
echo "a";
if (true) {
    echo "b"
}
