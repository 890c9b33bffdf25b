<?php
echo "{$cls::CONSTANT}";
