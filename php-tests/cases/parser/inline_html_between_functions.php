<?php function a() { ?>
<b>bold</b>
<?php } ?>
<i>between</i>
<?php function b() {}
