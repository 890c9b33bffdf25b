<?php
class C {
    case A;
}
