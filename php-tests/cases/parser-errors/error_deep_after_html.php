<html>
<body>
<p>one</p>
<p>two</p>
<p>three</p>
<?php
$a = 1;
$b = 2;
?>
<p>four</p>
<?php
if ($a) {
    echo $b
}
?>
</body>
</html>
