<?php
switch (1) {
    case 1;
        break;
}
