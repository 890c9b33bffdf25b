<?php
class C {
    use T {}
    use U;
}
