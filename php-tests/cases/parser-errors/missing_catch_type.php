<?php
try {} catch ($e) {}
