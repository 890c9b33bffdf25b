<?php
// short_open_tag=off: "<?" is inline HTML
echo ini_get("short_open_tag") === "" ? "off\n" : "on\n";
?>
<? echo "short tag ran\n"; ?>
<?= "echo tag always works\n" ?>
