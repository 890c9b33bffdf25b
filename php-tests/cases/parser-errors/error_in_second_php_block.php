<?php echo 1; ?>
text
<?php echo 2 3; ?>
