<?php
enum E: int {
    case A;
}
