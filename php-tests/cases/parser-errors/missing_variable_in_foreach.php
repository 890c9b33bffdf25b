<?php
foreach ($arr as) {}
