<?php
class C {
    echo 1;
}
