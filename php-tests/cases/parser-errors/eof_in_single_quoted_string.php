<?php
echo 'never closed;
