Hello
<?php
$s = "unterminated
