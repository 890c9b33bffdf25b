<?php echo 1;
?>
inline <?= $x ?>
<?php
$x = 1_000__0;
