<?php
class C {
    use A, B;
    use \Ns\C;
}
