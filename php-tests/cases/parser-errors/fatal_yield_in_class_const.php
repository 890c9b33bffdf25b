<?php
class C {
    const A = yield;
}
