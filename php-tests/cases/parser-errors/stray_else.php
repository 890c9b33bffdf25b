<?php
else { echo 1; }
