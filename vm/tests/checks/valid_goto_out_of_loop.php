<?php
while (1) {
    goto end;
}
end:
echo 1;
