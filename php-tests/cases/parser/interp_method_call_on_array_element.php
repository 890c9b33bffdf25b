<?php
echo "{$items[0]->name()} and {$map['k']?->v}";
