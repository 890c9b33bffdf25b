before
<?php echo "inside\n"; ?>
after <?= 1 + 1 ?> end
<?php if (true): ?>
  yes
<?php else: ?>
  no
<?php endif; ?>
