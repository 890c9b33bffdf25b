<?php
while (true) {
    break 0;
}
