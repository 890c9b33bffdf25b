<?php
unset($a[]);
