<?php
declare(encoding=1);
