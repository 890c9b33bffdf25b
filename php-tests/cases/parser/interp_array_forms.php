<?php
echo "$arr[0] $arr[12] $arr[-3] $arr[key] $arr[$idx]";
echo "$arr[0][1]";
echo "$arr[0x1A] $arr[0b11] $arr[007]";
