<?php
class C {
    const CLASS = 1;
}
