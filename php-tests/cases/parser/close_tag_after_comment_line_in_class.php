<?php
class C {
    // comment
}
?>
