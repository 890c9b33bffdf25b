<?php
echo 1;
}
