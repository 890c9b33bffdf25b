<?php
$x = match {
    default => 1,
};
