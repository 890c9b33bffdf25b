<?php
goto a;
while (1) {
    a:
}
