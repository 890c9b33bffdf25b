<?php
class C {
    const X = $a;
}
