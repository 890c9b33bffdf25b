<html>
<?php if ($show): ?>
  <p>Shown</p>
<?php elseif ($other): ?>
  <p>Other</p>
<?php else: ?>
  <p>Hidden</p>
<?php endif; ?>
<?php foreach ($items as $item): ?>
  <li><?= $item ?></li>
<?php endforeach ?>
<?php while (false): ?>x<?php endwhile ?>
<?php for (;;): break; endfor ?>
</html>
