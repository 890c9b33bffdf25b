<?php
if (true) {
    f(1};
}
