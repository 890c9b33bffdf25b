<?php
echo "never closed;
