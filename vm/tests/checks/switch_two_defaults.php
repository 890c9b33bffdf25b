<?php
switch (1) {
    default: break;
    default: break;
}
