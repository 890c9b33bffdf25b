<?php
[...$a] = $arr;
