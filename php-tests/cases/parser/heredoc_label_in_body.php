<?php
$s = <<<END
ENDING is not the end
END_NOT
END;
