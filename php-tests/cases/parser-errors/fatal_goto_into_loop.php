<?php
goto inside;
while (1) {
    inside:
    echo 1;
}
