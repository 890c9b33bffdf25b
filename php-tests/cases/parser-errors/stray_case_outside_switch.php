<?php
case 1: echo 1;
