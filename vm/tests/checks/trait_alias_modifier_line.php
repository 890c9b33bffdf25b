<?php
class C1 {
    use T1 {
        T1::foo as abstract;
    }
}
