<?php
class C {
    const A;
}
