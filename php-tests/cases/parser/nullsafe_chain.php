<?php
$country = $session?->user?->getAddress()?->country;
$x = $a?->b->c?->d();
$y = $a?->$dyn?->{'expr'}?->m(1, 2);
