<?php
$r = 'x' |> ;
