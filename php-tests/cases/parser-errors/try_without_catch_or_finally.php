<?php
try {
    f();
}
echo 1;
