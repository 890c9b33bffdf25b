<?php
if $a) {}
