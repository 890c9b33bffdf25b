<html>
<body>Just HTML, no PHP</body>
</html>
