<?php
if ($a):
    foreach ($b as $c):
        if ($c):
            while ($d): break 2; endwhile;
        endif;
    endforeach;
endif;
